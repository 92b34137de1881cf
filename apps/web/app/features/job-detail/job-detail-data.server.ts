import type { RouterContextProvider } from 'react-router';
import { apiCallContextOf } from '../../shared/api/api-call-context.server.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { fetchJobDetail, type JobDetail } from '../../shared/api/job-detail.server.ts';
import {
  fetchSimilarJobs,
  NO_SIMILAR_JOBS,
  type SimilarJobsList,
} from '../../shared/api/similar-jobs.server.ts';
import { publicUrl } from '../../shared/load-context.server.ts';

export type OpenJobData = {
  readonly status: 'open';
  readonly job: JobDetail;
  readonly similarJobs: SimilarJobsList;
  /** The vacancy's own page under the listing base: `/empleos/cajero-v-1`. */
  readonly jobPath: string;
  /** The same, absolute, for sharing. */
  readonly jobUrl: string;
};

export type GoneJobData = { readonly status: 'gone'; readonly similarJobs: SimilarJobsList };

export type LoadJobOptions = {
  /** Base of the vacancy's links: `/empleos` or a company job site. */
  readonly baseUrl: string;
  /** A company job site shows its vacancies under its own slug. */
  readonly companyShowSlug?: string;
};

/**
 * One vacancy with its similar ones, for its page or the listing's detail panel. A missing
 * vacancy rethrows the API's 404; a closed or expired one gives its similar open vacancies.
 */
export async function loadJob(
  request: Request,
  context: Readonly<RouterContextProvider>,
  jobSlug: string,
  { baseUrl, companyShowSlug }: LoadJobOptions,
): Promise<OpenJobData | GoneJobData> {
  const api = apiCallContextOf(request, context);
  const [detail, similarJobs] = await Promise.all([
    fetchJobDetail(api, jobSlug, companyShowSlug),
    // Similar vacancies are a bonus: the vacancy shows without them (and a gone one brings its own).
    fetchSimilarJobs(api, jobSlug).catch(() => NO_SIMILAR_JOBS),
  ]);
  if (detail.status === 'gone') {
    return { status: 'gone', similarJobs: detail.similarJobs };
  }
  const jobPath = `${baseUrl}/${encodeURIComponent(jobSlug)}`;
  return {
    status: 'open',
    job: detail.job,
    similarJobs,
    jobPath,
    jobUrl: publicUrl(context, request, jobPath),
  };
}

/** The listing's panel vacancy, or null when it is missing or closed (the panel then stays empty). */
export function loadPanelJob(
  request: Request,
  context: Readonly<RouterContextProvider>,
  jobSlug: string | null,
  options: LoadJobOptions,
): Promise<OpenJobData | null> {
  if (!jobSlug) return Promise.resolve(null);
  return loadJob(request, context, jobSlug, options).then(
    (data) => (data.status === 'open' ? data : null),
    (error: unknown) => {
      if (error instanceof ApiError && error.status === 404) return null;
      throw error;
    },
  );
}
