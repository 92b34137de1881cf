import { type Bitset, createBitset, setBit } from '../bitset.ts';
import { SearchIndex } from '../search-index.ts';
import type { VacancyRow } from '../vacancy-rows.ts';
import { Vocabulary } from '../vocabulary.ts';

export const NOW = Date.parse('2026-11-01T12:00:00.000Z');
const DAY_MS = 86_400_000;

// A small vocabulary and vacancies that cover the edge cases of counting.
// Antioquia (1) holds Medellín (11) and Envigado (12); Cundinamarca (2) holds Bogotá (21).
const vocabulary = new Vocabulary({
  departments: [
    { id: 1, slug: 'antioquia', name: 'Antioquia' },
    { id: 2, slug: 'cundinamarca', name: 'Cundinamarca' },
  ],
  cities: [
    { id: 11, slug: 'medellin', name: 'Medellín', departmentId: 1, latitude: 6.2, longitude: -75.6 },
    { id: 12, slug: 'envigado', name: 'Envigado', departmentId: 1, latitude: 6.2, longitude: -75.6 },
    { id: 21, slug: 'bogota', name: 'Bogotá', departmentId: 2, latitude: 4.6, longitude: -74.1 },
  ],
  sectors: [
    { id: 1, slug: 'salud', name: 'Salud' },
    { id: 2, slug: 'comercio', name: 'Comercio' },
  ],
  categories: [
    { id: 1, slug: 'profesionales', name: 'Profesionales' },
    { id: 2, slug: 'operarios', name: 'Operarios' },
  ],
  occupations: [
    { id: 5, slug: 'medicos', name: 'Médicos', categoryId: 1 },
    { id: 6, slug: 'enfermeros', name: 'Enfermeros', categoryId: 1 },
    { id: 7, slug: 'soldadores', name: 'Soldadores', categoryId: 2 },
  ],
  companies: ['a', 'b'].map((key) => ({
    uuid: `company-${key}`,
    slug: key,
    name: key,
    isActive: true,
    isPublic: true,
    parentUuid: null,
  })),
});

export function row(id: string, fields: Partial<VacancyRow>): VacancyRow {
  return {
    id,
    updated_at: new Date(NOW - DAY_MS),
    published_at: new Date(NOW - DAY_MS / 2),
    valid_through: null,
    company_id: 'company-a',
    occupation_id: null,
    employment_type: 'unknown',
    education_level: null,
    experience_months: 0,
    is_remote: false,
    urgent: false,
    number_of_quotas: 1,
    salary_min: null,
    salary_max: null,
    salary_to_agree: false,
    salary_frequency: 'MONTH',
    currency: 'COP',
    city_ids: [],
    sector_ids: [],
    title: 'Auxiliar',
    keywords: '',
    vector: '',
    ...fields,
  };
}

export const ROWS = [
  // Two cities of one department: the department counts once.
  row('two-cities-one-department', {
    city_ids: [11, 12],
    sector_ids: [1, 2],
    occupation_id: 5,
    employment_type: 'FULL_TIME',
    education_level: 'BACHELOR_DEGREE',
    experience_months: 24,
    is_remote: true,
    number_of_quotas: 3,
    salary_min: 2_000_000,
    salary_max: 3_000_000,
  }),
  // No value at all: counted nowhere but in what every vacancy has.
  row('no-values', { company_id: 'company-b', published_at: new Date(NOW - 20 * DAY_MS) }),
  // Cities of two departments, listed in the other order.
  row('two-departments', {
    city_ids: [21, 11],
    sector_ids: [2],
    occupation_id: 7,
    employment_type: 'PART_TIME',
    experience_months: 70,
    urgent: true,
    number_of_quotas: 2,
    published_at: new Date(NOW - 5 * DAY_MS),
  }),
  // The same lists as the first vacancy: they share its list ids.
  row('same-lists', { city_ids: [11, 12], sector_ids: [1, 2], occupation_id: 6, salary_to_agree: true }),
  // A city this vocabulary does not know is left out.
  row('unknown-city', { city_ids: [99, 21], published_at: new Date(NOW - 40 * DAY_MS) }),
];

export function indexOf(rows: readonly VacancyRow[]): SearchIndex {
  const index = new SearchIndex(vocabulary, new Map());
  for (const vacancy of rows) index.add(vacancy);
  return index;
}

export function slotsOf(index: SearchIndex, ids: readonly string[]): Bitset {
  const bits = createBitset(index.capacity);
  for (const id of ids) setBit(bits, index.slotById.get(id) as number);
  return bits;
}
