import {
  type Currency,
  EDUCATION_LEVEL_SLUGS,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPE_SLUGS,
  EMPLOYMENT_TYPES,
  EXPERIENCE_RANGES,
  type SalaryFrequency,
} from '@camello/domain';

export {
  EDUCATION_LEVEL_SLUGS,
  EMPLOYMENT_TYPE_SLUGS,
  EXPERIENCE_RANGES,
  PUBLISH_DATE_RANGES,
  SALARY_RANGES,
} from '@camello/domain';

export const employmentTypeBySlug = new Map(
  EMPLOYMENT_TYPES.map((type) => [EMPLOYMENT_TYPE_SLUGS[type], type] as const),
);
export const educationLevelBySlug = new Map(
  EDUCATION_LEVELS.map((level) => [EDUCATION_LEVEL_SLUGS[level], level] as const),
);

export function experienceRangeIndex(months: number): number {
  return EXPERIENCE_RANGES.findIndex((range) => months >= range.minMonths && months <= range.maxMonths);
}

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
