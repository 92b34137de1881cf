import { EXPERIENCE_RANGES, type FacetField, PUBLISH_DATE_RANGES, type SearchFilters } from '../src/index.ts';

export type WorkloadQuery = {
  kind: 'empty' | 'text' | 'text + filters' | 'filters';
  text: string;
  filters: SearchFilters;
  order: 'relevance' | 'publishedAt' | 'salary';
  page: number;
};

/** What people type: broad words, job titles, accents and plurals, a few with no match. */
const TERMS = [
  'auxiliar',
  'vendedor',
  'ingeniero de sistemas',
  'ingenieria sistemas',
  'enfermera',
  'enfermeras',
  'conductor',
  'contador',
  'medico',
  'médico general',
  'desarrollador',
  'desarrolladora',
  'cajero',
  'mesero',
  'operario',
  'auxiliar de bodega',
  'asesor comercial',
  'docente',
  'administrador',
  'analista de datos',
  'recepcionista',
  'mecanico',
  'electricista',
  'cocinero',
  'auxiliar de enfermeria',
  'call center',
  'soldador',
  'abogado',
  'psicologa',
  'servicio al cliente',
  'trabajo',
  'experiencia',
  'bogota',
  'medio tiempo',
  'remoto',
  'practicante',
  'gerente de ventas',
  'tecnico',
  'programador java',
  'astronauta',
];

/** A small deterministic generator (mulberry32), so every run asks the same queries. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A fixed mix: 15 % empty, 35 % text only, 30 % text with 1–3 filters, 20 % filters only;
 * mostly first pages, some deeper; orders by relevance, date and salary.
 */
export function buildWorkload(
  values: Partial<Record<FacetField, string[]>>,
  seed: number,
  count: number,
): WorkloadQuery[] {
  const random = generator(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  // Popular values more often: the first ten of each counter list (sorted by total).
  const value = (field: FacetField) => pick((values[field] ?? []).slice(0, 10));
  const filterMakers: (() => SearchFilters)[] = [
    () => ({ department: [value('department')] }),
    () => ({ department: [value('department')], city: [value('city')] }),
    () => ({ city: [value('city'), value('city')] }),
    () => ({ sector: [value('sector')] }),
    () => ({ occupation: [value('occupation')] }),
    () => ({ company: [value('company')] }),
    () => ({ employmentType: [value('employmentType')] }),
    () => ({ educationLevel: [value('educationLevel'), value('educationLevel')] }),
    () => ({ experience: [pick(EXPERIENCE_RANGES).id] }),
    () => ({ salary: { from: pick([1_500_000, 2_500_000, 4_000_000]), to: null } }),
    () => ({ remote: true }),
    () => ({ publishDate: pick(PUBLISH_DATE_RANGES).id }),
    () => ({ geo: { lat: 4.65, lng: -74.1, radiusKm: pick([10, 30, 100]) } }),
  ];
  const filters = (n: number): SearchFilters =>
    Object.assign({}, ...Array.from({ length: n }, () => pick(filterMakers)()));
  const queries: WorkloadQuery[] = [];
  for (let index = 0; index < count; index++) {
    const roll = random();
    const order = pick(['relevance', 'relevance', 'relevance', 'publishedAt', 'salary'] as const);
    const page = random() < 0.85 ? 1 : pick([2, 3, 5, 10]);
    if (roll < 0.15) queries.push({ kind: 'empty', text: '', filters: {}, order, page });
    else if (roll < 0.5) queries.push({ kind: 'text', text: pick(TERMS), filters: {}, order, page });
    else if (roll < 0.8) {
      const n = 1 + Math.floor(random() * 3);
      queries.push({ kind: 'text + filters', text: pick(TERMS), filters: filters(n), order, page });
    } else {
      queries.push({
        kind: 'filters',
        text: '',
        filters: filters(1 + Math.floor(random() * 3)),
        order,
        page,
      });
    }
  }
  return queries;
}
