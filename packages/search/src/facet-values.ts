import {
  type Currency,
  EDUCATION_LEVELS,
  type EducationLevel,
  EMPLOYMENT_TYPES,
  type EmploymentType,
  type SalaryFrequency,
} from '@camello/domain';

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

export const employmentTypeBySlug = new Map(
  EMPLOYMENT_TYPES.map((type) => [EMPLOYMENT_TYPE_SLUGS[type], type] as const),
);
export const educationLevelBySlug = new Map(
  EDUCATION_LEVELS.map((level) => [EDUCATION_LEVEL_SLUGS[level], level] as const),
);

/** Required experience in months, inclusive bounds. */
export const EXPERIENCE_RANGES = [
  { id: 'sin-experiencia', minMonths: 0, maxMonths: 0 },
  { id: 'menos-de-1-ano', minMonths: 1, maxMonths: 11 },
  { id: '1-a-2-anos', minMonths: 12, maxMonths: 35 },
  { id: '3-a-5-anos', minMonths: 36, maxMonths: 60 },
  { id: 'mas-de-5-anos', minMonths: 61, maxMonths: Number.POSITIVE_INFINITY },
] as const;
export type ExperienceRangeId = (typeof EXPERIENCE_RANGES)[number]['id'];

export function experienceRangeIndex(months: number): number {
  return EXPERIENCE_RANGES.findIndex((range) => months >= range.minMonths && months <= range.maxMonths);
}

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

// Pay is compared and sorted as a monthly amount in Colombian pesos. The rates are rough on
// purpose: they only place a vacancy in dollars or Mexican pesos sensibly among Colombian ones.
const PESOS_PER_UNIT: Readonly<Record<string, number>> = { COP: 1, USD: 4_000, MXN: 220 };
// Colombian working month: 44 hours a week, 26 working days, 4.33 weeks.
const MONTHLY_FACTOR: Readonly<Record<SalaryFrequency, number>> = {
  HOUR: 190,
  DAY: 26,
  WEEK: 4.33,
  MONTH: 1,
  YEAR: 1 / 12,
};

/** Monthly amount in Colombian pesos, or NaN when the currency is unknown or there is no amount. */
export function monthlyPesos(amount: number | null, frequency: SalaryFrequency, currency: Currency | string) {
  const rate = PESOS_PER_UNIT[currency];
  if (amount === null || amount <= 0 || rate === undefined) return Number.NaN;
  return Math.round(amount * MONTHLY_FACTOR[frequency] * rate);
}
