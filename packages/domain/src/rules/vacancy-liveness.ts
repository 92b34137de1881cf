import type { VacancyStatus } from '../enums.ts';

/** An instant, as a date or as epoch milliseconds (what the search index keeps). */
type Instant = Date | number;
const millis = (instant: Instant) => (typeof instant === 'number' ? instant : instant.getTime());

/** What decides whether a vacancy is live: its own state and dates, and its company's. */
export type VacancyLivenessFacts = {
  readonly status: VacancyStatus;
  readonly publishedAt: Instant | null;
  readonly validThrough: Instant | null;
  readonly companyIsActive: boolean;
};

/**
 * Live: published, its publication instant reached, not past its validity, its company active.
 * Only a live vacancy is shown, searched, listed in sitemaps, described in JSON-LD or applied to.
 * {@link liveVacancySql} is the same rule in SQL; a test in @camello/db checks they agree.
 */
export function isVacancyLive(vacancy: VacancyLivenessFacts, now: Instant): boolean {
  return (
    vacancy.status === 'published' &&
    vacancy.publishedAt !== null &&
    millis(vacancy.publishedAt) <= millis(now) &&
    (vacancy.validThrough === null || millis(vacancy.validThrough) > millis(now)) &&
    vacancy.companyIsActive
  );
}

/**
 * Was public once: out of draft and its publication instant reached. A vacancy that was public
 * and is no longer live is gone (410, with similar jobs); one that never was is unknown (404).
 */
export function wasVacancyPublic(
  vacancy: Pick<VacancyLivenessFacts, 'status' | 'publishedAt'>,
  now: Instant,
): boolean {
  return (
    vacancy.status !== 'draft' && vacancy.publishedAt !== null && millis(vacancy.publishedAt) <= millis(now)
  );
}

export type VacancyAvailability = 'live' | 'gone' | 'missing';

/** `live`, `gone` (was public and no longer is) or `missing` (never was public). */
export function vacancyAvailability(vacancy: VacancyLivenessFacts, now: Instant): VacancyAvailability {
  if (isVacancyLive(vacancy, now)) return 'live';
  return wasVacancyPublic(vacancy, now) ? 'gone' : 'missing';
}

/**
 * {@link isVacancyLive} as a SQL condition over `vacancies v` joined to `companies c`, with `now`
 * the placeholder of the instant (`'$1'`).
 */
export function liveVacancySql(now: string): string {
  return `(v.status = 'published' AND v.published_at <= ${now}
    AND (v.valid_through IS NULL OR v.valid_through > ${now}) AND c.is_active)`;
}
