import { CARD_CITIES_MAX, SIMILAR_JOBS_MAX } from '../constants.ts';
import type { SimilarJob } from '../entities/job-detail.ts';

/** The cities a job card names and how many more it has ("y 3 más"). */
export function splitCardCities(
  cities: readonly string[],
  max: number = CARD_CITIES_MAX,
): { cities: string[]; others: number } {
  const shown = cities.slice(0, Math.max(0, max));
  return { cities: shown, others: cities.length - shown.length };
}

/** Similar jobs shown under a vacancy, and whether a link to see the rest is needed. */
export function visibleSimilarJobs<Job>(
  jobs: readonly Job[],
  max: number = SIMILAR_JOBS_MAX,
): { jobs: Job[]; hasMore: boolean } {
  return { jobs: jobs.slice(0, max), hasMore: jobs.length > max };
}

/** Second line of a similar job: its contract type, or its experience when it has none. */
export function similarJobSubtitle(job: Pick<SimilarJob, 'contractType' | 'experience'>): string {
  return job.contractType.trim() !== '' ? job.contractType : job.experience;
}

/** A tab shows its count badge only above zero. */
export function tabBadgeCount(tab: { count?: number | undefined }): number | null {
  return tab.count !== undefined && tab.count > 0 ? tab.count : null;
}
