import type { DevPosting } from './dev-postings.ts';

export const QUERY_KINDS = [
  'jargon',
  'abbreviation',
  'english-title',
  'stem-trap',
  'place',
  'field-of-study',
  'accents',
  'gender',
  'plural',
  'english-tech',
  'typo',
  'negative',
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

/**
 * A judged query. A posting is relevant when the rule accepts it: by its official occupation
 * (bne rows, when they have a usable one) or by its title (or by title and description for
 * `text`). Texts are compared without acute accents and diaereses (ñ stays). `city` also requires the city the benchmark filed the posting in.
 * A negative query has no rule: every result in its top 10 counts as wrong, except titles
 * `acceptable` matches.
 */
export type JudgedQuery = {
  kind: QueryKind;
  query: string;
  occupation?: RegExp;
  title?: RegExp;
  /** Title or description (English technology terms, which occupations do not name). */
  text?: RegExp;
  city?: string;
  /** Posting ids that must be among the results (the first 2,000 are read). */
  mustInclude?: readonly string[];
  /** Negatives: results that a person would not call wrong. */
  acceptable?: RegExp;
};

const UNUSABLE_OCCUPATION = /^(otras ocupaciones|none)$|^(de |\/)/i;

const withoutAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0301\u0308]/g, '')
    .normalize('NFC');

export function isRelevant(query: JudgedQuery, posting: DevPosting, filedCity: string): boolean {
  if (query.kind === 'negative') return false;
  if (query.city && query.city !== filedCity) return false;
  const title = withoutAccents(posting.title);
  if (query.text) return query.text.test(title) || query.text.test(withoutAccents(posting.description ?? ''));
  const occupation = withoutAccents(posting.occupation ?? '');
  const byOccupation =
    occupation !== '' &&
    !UNUSABLE_OCCUPATION.test(occupation) &&
    (query.occupation?.test(occupation) ?? false);
  return byOccupation || (query.title?.test(title) ?? false);
}

// Shared rules of an occupation: official occupation for bne rows, title words for the others.
const guard = {
  occupation: /guardias|vigilantes/i,
  title: /guardia|vigilante|seguridad privada|\bos-?10\b/i,
};
const waiter = { occupation: /camareros|garzones/i, title: /garz[oó]n|meser[oa]|camarer|\bmozo/i };
const driver = { occupation: /conductor/i, title: /chofer|conductor/i };
const truckDriver = {
  occupation: /camiones pesados/i,
  title: /(chofer|conductor).*(cami[oó]n|clase a|a[45]|tracto|rampla)/i,
};
const cleaner = { occupation: /limpiador/i, title: /aseo|aseador|limpieza|mucama/i };
const cook = { occupation: /cocineros/i, title: /cociner|chef\b|maestro (de )?cocina/i };
const cashier = { occupation: /cajeros/i, title: /cajer/i };
const developer = {
  occupation: /desarrolladores|programadores|programacion/i,
  title: /desarrollador|developer|programador|full ?stack|front ?end|back ?end/i,
};
const accountant = { occupation: /contadores/i, title: /contador|contable/i };
const accountingAssistant = {
  occupation: /asistentes de contabilidad/i,
  title: /(asistente|auxiliar|ayudante|analista) contable|(asistente|auxiliar) de contabilidad/i,
};
const nurse = {
  occupation: /enfermeria de nivel superior/i,
  title: /enfermer[oa]s?\b(?! ?auxiliar)|enfermer[oa]\(?a?\)? (universitari|cl[ií]nic)/i,
};
const nursingAid = {
  occupation: /ayudantes de enfermeria|enfermeria de nivel medio/i,
  title: /\btens\b|t[eé]cnic[oa] (en |de )?enfermer|auxiliar(es)? (de |en )?enfermer|paramedic/i,
};
const electrician = { occupation: /electricistas/i, title: /electricista|el[eé]ctrico\b/i };
const welder = { occupation: /soldadores/i, title: /soldador/i };
const salesRep = {
  occupation: /representantes comerciales|profesionales de las ventas/i,
  title: /ejecutiv[oa].*(comercial|venta)|asesor[a]?.*(comercial|venta)|vendedor.*terreno|key account/i,
};
const shopSeller = { occupation: /vendedores y vendedoras de tiendas/i, title: /vendedor|promotor/i };
const storekeeper = {
  occupation: /abastecimientos e inventario/i,
  title: /bodeg|inventario|almacen|despach/i,
};
const plumber = { occupation: /gasfiter|fontaner/i, title: /gasfiter|gasfíter|plomer|fontaner/i };
const courier = {
  occupation: /mensajeros|repartidores/i,
  title: /repartidor|mensajer|delivery|motoboy|driver/i,
};
const forklift = {
  occupation: /gruas de aparatos elevadores/i,
  title: /gr[uú]a ?horquilla|montacarg|gr[uú]a/i,
};
const childCarer = { occupation: /cuidadores de ni/i, title: /niñera|\bnana\b|cuidador[a]?\b.*\bniñ/i };
const domestic = {
  occupation: /personal domestico/i,
  title: /\bnana\b|casa particular|asesora (del? )?hogar|empleada dom[eé]stica|puertas adentro/i,
};
const porter = { occupation: /porteros|conserjes/i, title: /conserje|portero|porter[ií]a/i };
const mechanic = {
  occupation: /mecanicos y mecanicas automotrices/i,
  title: /mec[aá]nic[oa].*(automotr|automóvil|veh[ií]cul|liviano|pesado|diesel)/i,
};
const civilEngineer = {
  occupation: /ingenieros e ingenieras civiles/i,
  title: /ingenier[oa]s?( \(a\))? civil(?! (industrial|inform|electr|mec|qu[ií]m|en (minas|metal)))/i,
};
const mechEngineer = { occupation: /ingenier.*mecanic/i, title: /ingenier[oa]s? (civil )?mec[aá]nic/i };
const psychologist = { occupation: /psicologos/i, title: /psic[oó]log/i };
const secretary = { occupation: /secretari/i, title: /secretari/i };
const receptionist = {
  occupation: /telefonistas|servicios de informacion al cliente|recepcionist/i,
  title: /recepcionist/i,
};
const construction = {
  occupation: /construccion de edificios|constructores con t/i,
  title: /maestro|jornal|alba[ñn]il|carpinter|obra gruesa/i,
};
const bricklayer = { occupation: /albañiles/i, title: /alba[ñn]il/i };
const baker = { occupation: /panaderos/i, title: /panader|pastel/i };
const vet = { occupation: /veterinari/i, title: /veterinari/i };
// A title that starts with the word is a doctor ("MÉDICO SEDE COYHAIQUE", "MEDICOS TODAS LAS
// ESPECIALIDADES"), except a veterinarian.
const doctor = {
  occupation: /^medicos/i,
  title:
    /^\W*m[eé]dic[oa]s?\b(?!\W*veterinari)|m[eé]dic[oa]s?( cirujan| general| especialist| internista|\s*\(|$| para| de (urgencia|turno)|\/)/i,
};
const designer = {
  occupation: /diseñadores gr/i,
  title: /dise[ñn]ador[a]?\(?a?\)?\/?a? gr[aá]fic|dise[ñn]o gr[aá]fic/i,
};
const physio = { occupation: /kinesi|fisioterap/i, title: /kinesi[oó]log|fisioterap/i };
const teacherPreschool = {
  occupation: /educador.*p[aá]rvul/i,
  title: /educador[a]?\(?a?\)? de p[aá]rvul|parvularia/i,
};
const socialWorker = {
  occupation: /trabajador y trabajadora social/i,
  title: /trabajador[a]?\(?a?\)?\/?a? social|asistente social/i,
};
const preventionist = { occupation: /prevencionista/i, title: /prevencionista|prevenci[oó]n de riesgo/i };
const supervisorWorks = {
  occupation: /supervisores de la construccion/i,
  title: /supervisor[a]?\b.*(obra|construcci)|jefe de obra|residente de obra/i,
};
const customerService = {
  occupation: /servicio al cliente|informacion al cliente/i,
  title: /servicio al cliente|atenci[oó]n (al|de) cliente|customer/i,
};
const shelfStocker = { occupation: /reponedores/i, title: /reponedor/i };
const loader = {
  occupation: /obreros y obreras de carga/i,
  title: /peoneta|cargador|estibador|carga y descarga/i,
};
const installer = { occupation: /instaladores|instaladoras/i, title: /instalador/i };
const pharmacist = {
  occupation: /quimica y farmacia|farmac/i,
  title: /qu[ií]mic[oa] farmac[eé]utic|farmac[eé]utic/i,
};
const nutritionist = { occupation: /nutricionistas/i, title: /nutricionista/i };
const operator = {
  occupation: /operarios? de procesamiento de alimentos|apoyo a la produccion/i,
  title: /operari[oa]|operador[a]? de (producci|planta)/i,
};

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Everyday, regional and Colombian names that share no word with the title the employer wrote.
  { kind: 'jargon', query: 'vigilante', ...guard },
  { kind: 'jargon', query: 'celador', ...guard, mustInclude: ['bne-03dbddf8cd78'] },
  { kind: 'jargon', query: 'mesero', ...waiter, mustInclude: ['bne-14c6c84d0616'] },
  { kind: 'jargon', query: 'plomero', ...plumber, mustInclude: ['bne-0af55123c31c'] },
  { kind: 'jargon', query: 'fontanero', ...plumber },
  { kind: 'jargon', query: 'domiciliario', ...courier, mustInclude: ['bne-132d447e63ae'] },
  { kind: 'jargon', query: 'montacarguista', ...forklift, mustInclude: ['bne-00a13bce0407'] },
  { kind: 'jargon', query: 'niñera', ...childCarer },
  { kind: 'jargon', query: 'empleada doméstica', ...domestic },
  { kind: 'jargon', query: 'portero', ...porter },
  { kind: 'jargon', query: 'fisioterapeuta', ...physio, mustInclude: ['bne-4ff163f28a3e'] },
  { kind: 'jargon', query: 'surtidor de góndolas', ...shelfStocker },
  { kind: 'jargon', query: 'coteros', ...loader, mustInclude: ['bne-0073a1ffb30f'] },
  { kind: 'jargon', query: 'aseadora', ...cleaner },
  { kind: 'jargon', query: 'tractomulero', ...truckDriver },
  { kind: 'jargon', query: 'almacenista', ...storekeeper },
  // Abbreviations of common title words.
  { kind: 'abbreviation', query: 'aux contable', ...accountingAssistant, mustInclude: ['bne-5d7c95eecf29'] },
  { kind: 'abbreviation', query: 'aux de enfermería', ...nursingAid },
  { kind: 'abbreviation', query: 'ing civil', ...civilEngineer, mustInclude: ['bne-66bbc55443ea'] },
  { kind: 'abbreviation', query: 'ejec comercial', ...salesRep },
  { kind: 'abbreviation', query: 'tec en enfermeria', ...nursingAid },
  { kind: 'abbreviation', query: 'asist contable', ...accountingAssistant },
  { kind: 'abbreviation', query: 'sup de obra', ...supervisorWorks },
  { kind: 'abbreviation', query: 'aux de bodega', ...storekeeper },
  // English job titles for Spanish postings.
  { kind: 'english-title', query: 'security guard', ...guard },
  { kind: 'english-title', query: 'software developer', ...developer, mustInclude: ['bne-001658d9b756'] },
  { kind: 'english-title', query: 'truck driver', ...truckDriver },
  { kind: 'english-title', query: 'cook', ...cook },
  { kind: 'english-title', query: 'cashier', ...cashier, mustInclude: ['bne-029fdb7cbae7'] },
  { kind: 'english-title', query: 'accountant', ...accountant, mustInclude: ['bne-12490bb918f6'] },
  { kind: 'english-title', query: 'nurse', ...nurse },
  { kind: 'english-title', query: 'welder', ...welder, mustInclude: ['bne-016e04fa571e'] },
  { kind: 'english-title', query: 'electrician', ...electrician },
  { kind: 'english-title', query: 'waiter', ...waiter },
  { kind: 'english-title', query: 'customer service', ...customerService },
  // Occupations whose Snowball stem is shared by an unrelated word.
  { kind: 'stem-trap', query: 'desarrollador', ...developer },
  { kind: 'stem-trap', query: 'soldador', ...welder },
  {
    kind: 'stem-trap',
    query: 'educadora de párvulos',
    ...teacherPreschool,
    mustInclude: ['bne-29a0d54a755e'],
  },
  { kind: 'stem-trap', query: 'programador', ...developer },
  { kind: 'stem-trap', query: 'instalador', ...installer },
  { kind: 'stem-trap', query: 'diseñador gráfico', ...designer },
  { kind: 'stem-trap', query: 'cocinero', ...cook },
  { kind: 'stem-trap', query: 'conductor', ...driver },
  // Places typed in the query (judged on the cities the benchmark filed the postings in).
  { kind: 'place', query: 'mesero en Cartagena', ...waiter, city: 'cartagena' },
  { kind: 'place', query: 'guardia Bogota', ...guard, city: 'bogota' },
  { kind: 'place', query: 'conductor medellin', ...driver, city: 'medellin' },
  { kind: 'place', query: 'vendedor en Cali', ...shopSeller, city: 'cali' },
  { kind: 'place', query: 'cajero Barranquilla', ...cashier, city: 'barranquilla' },
  { kind: 'place', query: 'soldador en Cúcuta', ...welder, city: 'cucuta' },
  { kind: 'place', query: 'bodeguero bucaramanga', ...storekeeper, city: 'bucaramanga' },
  { kind: 'place', query: 'cocinero santa marta', ...cook, city: 'santa-marta' },
  { kind: 'place', query: 'auxiliar de aseo en Bogotá, D.C.', ...cleaner, city: 'bogota' },
  { kind: 'place', query: 'jefe de calidad', occupation: /control de calidad|calidad/i, title: /calidad/i },
  // Fields of study and degrees written many ways.
  { kind: 'field-of-study', query: 'ingeniería civil', ...civilEngineer },
  { kind: 'field-of-study', query: 'ingeniería mecánica', ...mechEngineer },
  { kind: 'field-of-study', query: 'contaduría', ...accountant },
  { kind: 'field-of-study', query: 'psicología', ...psychologist },
  { kind: 'field-of-study', query: 'profesional en enfermería', ...nurse },
  { kind: 'field-of-study', query: 'kinesiología', ...physio },
  { kind: 'field-of-study', query: 'veterinaria', ...vet },
  { kind: 'field-of-study', query: 'trabajo social', ...socialWorker },
  { kind: 'field-of-study', query: 'nutrición', ...nutritionist },
  { kind: 'field-of-study', query: 'química farmacéutica', ...pharmacist },
  // Words typed without their accents.
  { kind: 'accents', query: 'medico', ...doctor },
  { kind: 'accents', query: 'mecanico automotriz', ...mechanic },
  { kind: 'accents', query: 'albanil', ...bricklayer },
  { kind: 'accents', query: 'psicologo', ...psychologist },
  { kind: 'accents', query: 'disenador grafico', ...designer },
  { kind: 'accents', query: 'tecnico en prevencion de riesgos', ...preventionist },
  // The other grammatical gender.
  { kind: 'gender', query: 'cocinera', ...cook },
  { kind: 'gender', query: 'cajera', ...cashier },
  { kind: 'gender', query: 'enfermero', ...nurse },
  { kind: 'gender', query: 'conductora', ...driver },
  { kind: 'gender', query: 'secretario', ...secretary },
  { kind: 'gender', query: 'ingeniera civil', ...civilEngineer },
  { kind: 'gender', query: 'operaria de producción', ...operator },
  { kind: 'gender', query: 'psicóloga', ...psychologist },
  // Plurals.
  { kind: 'plural', query: 'guardias de seguridad', ...guard },
  { kind: 'plural', query: 'cajeros', ...cashier },
  { kind: 'plural', query: 'electricistas', ...electrician },
  { kind: 'plural', query: 'albañiles', ...bricklayer },
  { kind: 'plural', query: 'panaderos', ...baker },
  { kind: 'plural', query: 'recepcionistas', ...receptionist },
  { kind: 'plural', query: 'maestros de obra', ...construction },
  // English technology terms.
  { kind: 'english-tech', query: 'java', text: /\bjava\b/i },
  { kind: 'english-tech', query: 'python', text: /\bpython\b/i },
  { kind: 'english-tech', query: 'devops', text: /\bdev ?ops\b/i },
  { kind: 'english-tech', query: 'full stack', text: /\bfull[ -]?stack\b/i },
  { kind: 'english-tech', query: 'sql server', text: /\bsql ?server\b/i },
  { kind: 'english-tech', query: 'react', text: /\breact\b/i },
  { kind: 'english-tech', query: 'data scientist', text: /\bdata scien/i },
  { kind: 'english-tech', query: 'QA tester', text: /\bqa\b|\btester\b|testing/i },
  // Typing mistakes in longer words.
  { kind: 'typo', query: 'auxilar de aseo', ...cleaner },
  { kind: 'typo', query: 'recepcionísta', ...receptionist },
  { kind: 'typo', query: 'electrisista', ...electrician },
  { kind: 'typo', query: 'concerje', ...porter },
  // Jobs absent from the data: nothing a person would call right may show.
  { kind: 'negative', query: 'astronauta' },
  { kind: 'negative', query: 'domador de leones' },
  { kind: 'negative', query: 'torero' },
  { kind: 'negative', query: 'sastre' },
  { kind: 'negative', query: 'controlador aéreo' },
  { kind: 'negative', query: 'meteorólogo' },
  { kind: 'negative', query: 'embajador' },
  { kind: 'negative', query: 'soldado profesional' },
  { kind: 'negative', query: 'herrero' },
  { kind: 'negative', query: 'sommelier' },
];
