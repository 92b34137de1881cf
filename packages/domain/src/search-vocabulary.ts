import type { EducationLevel, EmploymentType } from './enums.ts';

// The search's vocabulary as URLs and the API's query strings carry it: fields, orders and the
// slugs of the values that are not database rows. The search engine counts and filters by them.

/** Fields whose values are rows of the database (they have a name there). */
export const ENTITY_FIELDS = ['department', 'city', 'sector', 'category', 'occupation', 'company'] as const;
export type EntityField = (typeof ENTITY_FIELDS)[number];

export const ORDER_FIELDS = ['relevance', 'publishedAt', 'salary'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

// Slugs of the values that are not database rows. They appear in URLs, so they are Spanish
// and never change; labels in each language come from the API's catalogs.
export const EMPLOYMENT_TYPE_SLUGS: Readonly<Record<EmploymentType, string>> = {
  FIXED_TERM: 'termino-fijo',
  FULL_TIME: 'tiempo-completo',
  PART_TIME: 'medio-tiempo',
  CONTRACTOR: 'prestacion-de-servicios',
  TEMPORARY: 'temporal',
  INTERN: 'practicante',
  VOLUNTEER: 'voluntariado',
  PER_DIEM: 'por-dias',
  INTERNSHIP: 'pasantia',
  OTHER: 'otro',
  unknown: 'sin-especificar',
};

export const EDUCATION_LEVEL_SLUGS: Readonly<Record<EducationLevel, string>> = {
  HIGH_SCHOOL: 'bachillerato',
  ASSOCIATE_DEGREE: 'tecnico-o-tecnologo',
  BACHELOR_DEGREE: 'profesional',
  PROFESSIONAL_CERTIFICATE: 'certificacion-profesional',
  POSTGRADUATE_DEGREE: 'posgrado',
};

/** Required experience in months, inclusive bounds. */
export const EXPERIENCE_RANGES = [
  { id: 'sin-experiencia', minMonths: 0, maxMonths: 0 },
  { id: 'menos-de-1-ano', minMonths: 1, maxMonths: 11 },
  { id: '1-a-2-anos', minMonths: 12, maxMonths: 35 },
  { id: '3-a-5-anos', minMonths: 36, maxMonths: 60 },
  { id: 'mas-de-5-anos', minMonths: 61, maxMonths: Number.POSITIVE_INFINITY },
] as const;
export type ExperienceRangeId = (typeof EXPERIENCE_RANGES)[number]['id'];

/** Published within the last N days; the ranges nest, so a vacancy counts in every range it fits. */
export const PUBLISH_DATE_RANGES = [
  { id: 'ultimas-24-horas', days: 1 },
  { id: 'ultimos-3-dias', days: 3 },
  { id: 'ultima-semana', days: 7 },
  { id: 'ultimas-2-semanas', days: 14 },
  { id: 'ultimo-mes', days: 30 },
] as const;
export type PublishDateRangeId = (typeof PUBLISH_DATE_RANGES)[number]['id'];

/** Monthly pay ranges offered as counters, in Colombian pesos; `null` leaves a side open. */
export const SALARY_RANGES = [
  { id: 'hasta-1-5-millones', from: null, to: 1_500_000 },
  { id: '1-5-a-2-5-millones', from: 1_500_000, to: 2_500_000 },
  { id: '2-5-a-4-millones', from: 2_500_000, to: 4_000_000 },
  { id: '4-a-6-millones', from: 4_000_000, to: 6_000_000 },
  { id: '6-a-10-millones', from: 6_000_000, to: 10_000_000 },
  { id: 'mas-de-10-millones', from: 10_000_000, to: null },
] as const;
