import type { QueryParam } from './paths.ts';

/** How often an alert e-mails its new vacancies. */
export const JOB_ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type JobAlertFrequency = (typeof JOB_ALERT_FREQUENCIES)[number];

/** Vacancies one digest lists at most; the rest are behind its "ver todas" link. */
export const JOB_ALERT_DIGEST_SIZE = 10;

/** `utm_source` of every link of an alert e-mail. */
export const JOB_ALERT_UTM_SOURCE = 'alerta';

/**
 * The listing's query parameters of an alert's filters (`filters[city][]=medellin`), in the order
 * of the schema: the "ver todas" link of a digest and an alert's link in the panel.
 */
export function jobAlertFilterParams(filters: object): QueryParam[] {
  const params: QueryParam[] = [];
  const scalar = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? value : null);
  for (const [field, value] of Object.entries(filters)) {
    if (Array.isArray(value)) for (const item of value) params.push([`filters[${field}][]`, scalar(item)]);
    else if (value !== null && typeof value === 'object')
      for (const [part, item] of Object.entries(value))
        params.push([`filters[${field}][${part}]`, scalar(item)]);
    else params.push([`filters[${field}]`, scalar(value)]);
  }
  return params;
}

/**
 * The period of a digest: the day (`2026-11-24`) or ISO week (`2026-W48`) in Colombia's time
 * (UTC−5, no daylight saving) of `at`. An alert gets at most one digest per period.
 */
export function jobAlertPeriod(frequency: JobAlertFrequency, at: Date): string {
  const local = new Date(at.getTime() - 5 * 3600_000);
  if (frequency === 'daily') return local.toISOString().slice(0, 10);
  // ISO week: weeks start on Monday, and week 1 is the one with the year's first Thursday.
  const thursday = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
  thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((thursday.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${thursday.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}
