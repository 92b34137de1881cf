import { slugify } from '@camello/domain';
import type { Db } from '../driver/db.ts';
import type { ReferenceFiles } from './reference-files.ts';
import { UniqueSlugs } from './slug.ts';

/** CIUO-08 sub-major groups (2 digits); the reference CSVs carry only the major and unit groups. */
const subMajorGroupTitles: Readonly<Record<string, string>> = {
  '01': 'Oficiales de las fuerzas militares',
  '02': 'Suboficiales de las fuerzas militares',
  '03': 'Otros miembros de las fuerzas militares',
  '11': 'Directores ejecutivos, personal directivo de la administración pública y miembros del poder legislativo',
  '12': 'Directores administrativos y comerciales',
  '13': 'Directores y gerentes de producción y operaciones',
  '14': 'Gerentes de hoteles, restaurantes, comercios y otros servicios',
  '21': 'Profesionales de las ciencias y de la ingeniería',
  '22': 'Profesionales de la salud',
  '23': 'Profesionales de la educación',
  '24': 'Especialistas en organización de la administración pública y de empresas',
  '25': 'Profesionales de tecnología de la información y las comunicaciones',
  '26': 'Profesionales en derecho, en ciencias sociales y culturales',
  '31': 'Profesionales de nivel medio de las ciencias y la ingeniería',
  '32': 'Profesionales de nivel medio de la salud',
  '33': 'Profesionales de nivel medio en operaciones financieras y administrativas',
  '34': 'Profesionales de nivel medio de servicios jurídicos, sociales, culturales y afines',
  '35': 'Técnicos de la tecnología de la información y las comunicaciones',
  '41': 'Oficinistas',
  '42': 'Empleados en trato directo con el público',
  '43': 'Empleados contables y encargados del registro de materiales',
  '44': 'Otro personal de apoyo administrativo',
  '51': 'Trabajadores de los servicios personales',
  '52': 'Vendedores',
  '53': 'Trabajadores de los cuidados personales',
  '54': 'Personal de los servicios de protección',
  '61': 'Agricultores y trabajadores calificados agropecuarios con destino al mercado',
  '62': 'Trabajadores forestales calificados, pescadores y cazadores',
  '63': 'Trabajadores agropecuarios, pescadores, cazadores y recolectores de subsistencia',
  '71': 'Oficiales y operarios de la construcción, excluyendo electricistas',
  '72': 'Oficiales y operarios de la metalurgia, la construcción mecánica y afines',
  '73': 'Artesanos y operarios de las artes gráficas',
  '74': 'Trabajadores especializados en electricidad y la electrotecnología',
  '75': 'Operarios del procesamiento de alimentos, de la confección, ebanistas y otros artesanos',
  '81': 'Operadores de instalaciones fijas y máquinas',
  '82': 'Ensambladores',
  '83': 'Conductores de vehículos y operadores de equipos pesados móviles',
  '91': 'Limpiadores y asistentes',
  '92': 'Peones agropecuarios, pesqueros y forestales',
  '93': 'Peones de la minería, la construcción, la industria manufacturera y el transporte',
  '94': 'Ayudantes de preparación de alimentos',
  '95': 'Vendedores ambulantes de servicios y afines',
  '96': 'Recolectores de desechos y otras ocupaciones elementales',
};

export type SectorSeed = { name: string; relatedGroups: readonly string[] };

/** Economic sectors, with the CIUO sub-major groups their vacancies mostly come from. */
export const sectorSeeds: readonly SectorSeed[] = [
  { name: 'Tecnología e informática', relatedGroups: ['25', '35', '21', '24'] },
  { name: 'Salud', relatedGroups: ['22', '32', '53', '41'] },
  { name: 'Educación', relatedGroups: ['23', '34', '41'] },
  { name: 'Comercio y ventas', relatedGroups: ['52', '33', '42', '43'] },
  { name: 'Banca y servicios financieros', relatedGroups: ['33', '24', '41', '42'] },
  { name: 'Seguros', relatedGroups: ['33', '24', '42'] },
  { name: 'Manufactura e industria', relatedGroups: ['81', '82', '72', '75', '31'] },
  { name: 'Construcción e infraestructura', relatedGroups: ['71', '21', '31', '93'] },
  { name: 'Transporte y logística', relatedGroups: ['83', '43', '93'] },
  { name: 'Agroindustria', relatedGroups: ['61', '92', '31', '81'] },
  { name: 'Alimentos y bebidas', relatedGroups: ['75', '81', '94', '52'] },
  { name: 'Hotelería y turismo', relatedGroups: ['51', '42', '14'] },
  { name: 'Restaurantes y gastronomía', relatedGroups: ['51', '94', '14'] },
  { name: 'Minería', relatedGroups: ['81', '31', '21', '93'] },
  { name: 'Petróleo y gas', relatedGroups: ['31', '21', '81'] },
  { name: 'Energía y servicios públicos', relatedGroups: ['74', '31', '21'] },
  { name: 'Telecomunicaciones', relatedGroups: ['35', '74', '42', '25'] },
  { name: 'Sector público', relatedGroups: ['24', '26', '41', '33'] },
  { name: 'Consultoría empresarial', relatedGroups: ['24', '12', '33'] },
  { name: 'Servicios jurídicos', relatedGroups: ['26', '34', '41'] },
  { name: 'Medios y comunicación', relatedGroups: ['26', '34', '35'] },
  { name: 'Publicidad y mercadeo', relatedGroups: ['24', '12', '34', '21'] },
  { name: 'Contact center y BPO', relatedGroups: ['42', '41', '52'] },
  { name: 'Textil y confección', relatedGroups: ['75', '81', '52'] },
  { name: 'Farmacéutica', relatedGroups: ['22', '32', '81', '21'] },
  { name: 'Automotriz', relatedGroups: ['72', '52', '31'] },
  { name: 'Inmobiliaria', relatedGroups: ['33', '52', '41'] },
  { name: 'Seguridad privada', relatedGroups: ['54', '41'] },
  { name: 'Aseo y mantenimiento', relatedGroups: ['91', '51', '96', '71'] },
  { name: 'Retail y grandes superficies', relatedGroups: ['52', '43', '93', '42'] },
  { name: 'ONG y cooperación internacional', relatedGroups: ['26', '24', '34'] },
  { name: 'Cultura y entretenimiento', relatedGroups: ['26', '34', '51'] },
  { name: 'Deporte y bienestar', relatedGroups: ['34', '51', '22'] },
  { name: 'Química y plásticos', relatedGroups: ['81', '31', '21'] },
  { name: 'Medio ambiente', relatedGroups: ['21', '31', '96'] },
  { name: 'Recursos humanos y empleo temporal', relatedGroups: ['24', '41', '44', '93'] },
];

const skillNames: readonly string[] = [
  'Trabajo en equipo',
  'Comunicación asertiva',
  'Orientación al logro',
  'Atención al detalle',
  'Resolución de problemas',
  'Adaptabilidad al cambio',
  'Servicio al cliente',
  'Organización y planeación',
  'Pensamiento analítico',
  'Liderazgo',
  'Manejo del tiempo',
  'Negociación',
  'Excel avanzado',
  'Power BI',
  'SQL',
  'Python',
  'JavaScript',
  'TypeScript',
  'Java',
  'Inglés',
  'Gestión de proyectos',
  'Metodologías ágiles',
  'SAP',
  'Contabilidad',
  'NIIF',
  'Facturación electrónica',
  'Liquidación de nómina',
  'Análisis financiero',
  'CRM',
  'Redacción',
  'Marketing digital',
  'Diseño gráfico',
  'Atención telefónica',
  'Manejo de caja',
  'Ventas consultivas',
  'Manejo de inventarios',
  'Logística',
  'Legislación laboral',
  'Seguridad y salud en el trabajo',
  'Primeros auxilios',
  'Manejo de montacargas',
  'Licencia de conducción C2',
  'Soldadura',
  'Electricidad industrial',
  'Mantenimiento preventivo',
  'Lectura de planos',
  'Buenas prácticas de manufactura',
  'Manipulación de alimentos',
  'Historia clínica',
  'Atención de pacientes',
  'Pedagogía',
  'Cocina',
  'Curso de vigilancia',
  'Trabajo en alturas',
  'AutoCAD',
  'Manejo de herramientas',
  'Limpieza y desinfección',
  'Docker',
  'Cloud (AWS o Azure)',
  'Microsoft Office',
];

const studyTypes: readonly { name: string; educationLevel: string | null }[] = [
  { name: 'Bachillerato', educationLevel: 'HIGH_SCHOOL' },
  { name: 'Técnico laboral', educationLevel: 'PROFESSIONAL_CERTIFICATE' },
  { name: 'Técnico profesional', educationLevel: 'ASSOCIATE_DEGREE' },
  { name: 'Tecnológico', educationLevel: 'ASSOCIATE_DEGREE' },
  { name: 'Universitario', educationLevel: 'BACHELOR_DEGREE' },
  { name: 'Especialización', educationLevel: 'POSTGRADUATE_DEGREE' },
  { name: 'Maestría', educationLevel: 'POSTGRADUATE_DEGREE' },
  { name: 'Doctorado', educationLevel: 'POSTGRADUATE_DEGREE' },
  { name: 'Curso o diplomado', educationLevel: null },
];

const positionLevels: readonly string[] = [
  'Practicante o aprendiz',
  'Auxiliar o asistente',
  'Operativo',
  'Técnico o tecnólogo',
  'Profesional o analista',
  'Coordinador o supervisor',
  'Jefe',
  'Gerente',
  'Director',
  'Presidente o vicepresidente',
];

const documentTypes: readonly { iso2: string; code: string; name: string }[] = [
  { iso2: 'co', code: 'CC', name: 'Cédula de ciudadanía' },
  { iso2: 'co', code: 'CE', name: 'Cédula de extranjería' },
  { iso2: 'co', code: 'TI', name: 'Tarjeta de identidad' },
  { iso2: 'co', code: 'PA', name: 'Pasaporte' },
  { iso2: 'co', code: 'PPT', name: 'Permiso por protección temporal' },
  { iso2: 'co', code: 'PEP', name: 'Permiso especial de permanencia' },
  { iso2: 'mx', code: 'INE', name: 'Credencial para votar (INE)' },
  { iso2: 'mx', code: 'CURP', name: 'CURP' },
  { iso2: 'mx', code: 'PA', name: 'Pasaporte' },
  { iso2: 'us', code: 'SSN', name: 'Número de seguro social' },
  { iso2: 'us', code: 'DL', name: 'Licencia de conducción' },
  { iso2: 'us', code: 'PA', name: 'Pasaporte' },
];

export type SeededOccupation = {
  id: number;
  code: string;
  subMajorCode: string;
  titles: string[];
};

export type SeededClassifications = {
  sectors: { id: number; name: string; relatedGroups: readonly string[] }[];
  occupations: SeededOccupation[];
  skills: { id: number; name: string }[];
};

export async function insertClassifications(
  db: Db,
  files: ReferenceFiles,
  countryIds: Map<string, number>,
): Promise<SeededClassifications> {
  const { rows: sectorRows } = await db.query<{ id: number; name: string }>(
    `INSERT INTO sectors (name, slug) SELECT * FROM unnest($1::text[], $2::text[]) RETURNING id, name`,
    [sectorSeeds.map((sector) => sector.name), sectorSeeds.map((sector) => slugify(sector.name))],
  );
  const sectorIds = new Map(sectorRows.map((row) => [row.name, row.id]));
  const sectors = sectorSeeds.map((sector) => ({ ...sector, id: sectorIds.get(sector.name) as number }));

  const categorySlugs = new UniqueSlugs();
  const majorGroups = [...new Map(files.occupations.map((row) => [row.major_group_code, row.major_group]))];
  const { rows: majorRows } = await db.query<{ id: number; code: string }>(
    `INSERT INTO occupation_categories (code, level, title, slug)
     SELECT code, 'major', title, slug FROM unnest($1::text[], $2::text[], $3::text[]) AS t(code, title, slug)
     RETURNING id, code`,
    [
      majorGroups.map(([code]) => code),
      majorGroups.map(([, title]) => title),
      majorGroups.map(([, title]) => categorySlugs.take(title)),
    ],
  );
  const majorIds = new Map(majorRows.map((row) => [row.code, row.id]));
  const subMajorCodes = [...new Set(files.occupations.map((row) => row.code.slice(0, 2)))];
  const { rows: subMajorRows } = await db.query<{ id: number; code: string }>(
    `INSERT INTO occupation_categories (code, level, parent_id, title, slug)
     SELECT code, 'sub_major', parent_id, title, slug
     FROM unnest($1::text[], $2::int[], $3::text[], $4::text[]) AS t(code, parent_id, title, slug)
     RETURNING id, code`,
    [
      subMajorCodes,
      subMajorCodes.map((code) => majorIds.get(code.slice(0, 1))),
      subMajorCodes.map((code) => subMajorTitle(code)),
      subMajorCodes.map((code) => categorySlugs.take(subMajorTitle(code))),
    ],
  );
  const subMajorIds = new Map(subMajorRows.map((row) => [row.code, row.id]));

  const occupationSlugs = new UniqueSlugs();
  const { rows: occupationRows } = await db.query<{ id: number; code: string }>(
    `INSERT INTO occupations (code, category_id, title, slug)
     SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[])
     RETURNING id, code`,
    [
      files.occupations.map((row) => row.code),
      files.occupations.map((row) => subMajorIds.get(row.code.slice(0, 2))),
      files.occupations.map((row) => row.title),
      files.occupations.map((row) => occupationSlugs.take(row.title)),
    ],
  );
  const occupationIds = new Map(occupationRows.map((row) => [row.code, row.id]));
  await db.query(
    `INSERT INTO occupation_titles (occupation_id, title) SELECT * FROM unnest($1::int[], $2::text[])`,
    [
      files.occupationTitles.map((row) => occupationIds.get(row.unit_group_code)),
      files.occupationTitles.map((row) => row.title),
    ],
  );
  const titlesByCode = new Map<string, string[]>();
  for (const row of files.occupationTitles) {
    titlesByCode.set(row.unit_group_code, [...(titlesByCode.get(row.unit_group_code) ?? []), row.title]);
  }
  const occupations = files.occupations.map((row) => ({
    id: occupationIds.get(row.code) as number,
    code: row.code,
    subMajorCode: row.code.slice(0, 2),
    titles: titlesByCode.get(row.code) ?? [row.title],
  }));

  const { rows: skillRows } = await db.query<{ id: number; name: string }>(
    `INSERT INTO skills (name, slug) SELECT * FROM unnest($1::text[], $2::text[]) RETURNING id, name`,
    [skillNames, skillNames.map((name) => slugify(name))],
  );

  await db.query(
    `INSERT INTO study_types (name, education_level, sort_order)
     SELECT * FROM unnest($1::text[], $2::text[], $3::smallint[])`,
    [
      studyTypes.map((type) => type.name),
      studyTypes.map((type) => type.educationLevel),
      studyTypes.map((_, index) => index + 1),
    ],
  );
  await db.query(
    `INSERT INTO position_levels (name, sort_order) SELECT * FROM unnest($1::text[], $2::smallint[])`,
    [positionLevels, positionLevels.map((_, index) => index + 1)],
  );
  await db.query(
    `INSERT INTO document_types (country_id, code, name) SELECT * FROM unnest($1::int[], $2::text[], $3::text[])`,
    [
      documentTypes.map((type) => countryIds.get(type.iso2)),
      documentTypes.map((type) => type.code),
      documentTypes.map((type) => type.name),
    ],
  );

  return { sectors, occupations, skills: skillRows };
}

function subMajorTitle(code: string): string {
  const title = subMajorGroupTitles[code];
  if (!title) throw new Error(`No title for CIUO sub-major group ${code}`);
  return title;
}
