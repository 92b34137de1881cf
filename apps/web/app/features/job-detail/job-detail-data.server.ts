import { paths } from '@camello/domain';
import type { SimilarJobs } from '@camello/domain/contracts';
import type { RouterContextProvider } from 'react-router';
import { apiCallContextOf } from '../../shared/api/api-call-context.server.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { fetchJobDetail, type JobDetail } from '../../shared/api/job-detail.server.ts';
import {
  fetchCompanySimilarJobs,
  fetchSimilarJobs,
  NO_SIMILAR_JOBS,
} from '../../shared/api/similar-jobs.server.ts';
import { applicationParams } from '../../shared/application-params.ts';
import { publicUrl } from '../../shared/load-context.server.ts';
import { loadCandidateStates } from '../job-states/index.server.ts';
import type { CandidateStatesByJob } from '../job-states/index.ts';
import { type ListingData, withJobSlug } from '../search/index.ts';
import { type DetailAction, detailActionOf } from './detail-action.ts';

/** Open vacancies like one, and the base of their links (`{similarJobsBaseUrl}/{jobUrlSlug}`). */
type Similar = { readonly similarJobs: SimilarJobs; readonly similarJobsBaseUrl: string };

export type OpenJobData = Similar & {
  readonly status: 'open';
  readonly job: JobDetail;
  /** The vacancy's own page under the listing base: `/empleos/cajero-v-1`. */
  readonly jobPath: string;
  /** The same, absolute, for sharing. */
  readonly jobUrl: string;
  /** Applying on the site (signing in first), with what the visit carries to the application. */
  readonly applyHref: string;
  /** What the URL asks the vacancy to do once shown, when the URL names it. */
  readonly detailAction: DetailAction | null;
};

export type GoneJobData = Similar & { readonly status: 'gone' };

export type LoadJobOptions = {
  /** Base of the vacancy's links: `/empleos` or a company job site. */
  readonly baseUrl: string;
  /**
   * The page's named route (spec §2): a listing with its detail panel or a vacancy's own page. It
   * says where signing in to apply comes back to.
   */
  readonly route: 'jobs' | 'jobsByCompany' | 'jobsView' | 'jobsViewByCompany';
  /** A company job site shows its vacancies, and vacancies like them, under its own slug. */
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
  { baseUrl, route, companyShowSlug }: LoadJobOptions,
): Promise<OpenJobData | GoneJobData> {
  const api = apiCallContextOf(request, context);
  // Similar vacancies are a bonus: the vacancy shows without them (and a gone one brings its own).
  const publicSimilar = companyShowSlug ? null : fetchSimilarJobs(api, jobSlug).catch(() => NO_SIMILAR_JOBS);
  const detail = await fetchJobDetail(api, jobSlug, companyShowSlug);
  // A job site suggests its own vacancies, found by the vacancy's public id; when it has none
  // alike, open vacancies of the whole site, linked on /empleos.
  const own =
    detail.status === 'gone'
      ? detail.similarJobs
      : companyShowSlug
        ? await fetchCompanySimilarJobs(api, detail.job.id, companyShowSlug).catch(() => NO_SIMILAR_JOBS)
        : await (publicSimilar ?? NO_SIMILAR_JOBS);
  const similar: Similar =
    companyShowSlug && own.jobs.length === 0
      ? {
          similarJobs: await fetchSimilarJobs(api, jobSlug).catch(() => NO_SIMILAR_JOBS),
          similarJobsBaseUrl: paths.jobs(),
        }
      : { similarJobs: own, similarJobsBaseUrl: companyShowSlug ? baseUrl : paths.jobs() };
  if (detail.status === 'gone') return { status: 'gone', ...similar };
  const search = new URL(request.url).searchParams;
  // The URL names this vacancy on its own page, or in a listing through `jobSlug`.
  const ownPage = route === 'jobsView' || route === 'jobsViewByCompany';
  const named = ownPage || search.get('jobSlug') === jobSlug;
  const jobPath = `${baseUrl}/${encodeURIComponent(jobSlug)}`;
  return {
    status: 'open',
    job: detail.job,
    ...similar,
    jobPath,
    jobUrl: publicUrl(context, jobPath),
    applyHref: paths.apply(jobSlug, applicationParams(search, named)),
    detailAction: named ? detailActionOf(search) : null,
  };
}

/** The listing's panel vacancy, or null when it is missing or closed (the panel then stays empty). */
function loadPanelJob(
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

/**
 * A listing with its panel vacancy: the one the URL names, else the first result. A `jobSlug` the
 * page cannot show (missing, closed, or not on this company job site) is ignored, as if the URL
 * named none: the listing shows its first result and its links drop the `jobSlug`. For a signed-in
 * candidate, their states on the cards and the panel vacancy, the one the URL names recorded as seen.
 */
export async function loadListingPanel<Listing extends ListingData>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  listing: Listing,
  options: LoadJobOptions,
): Promise<{ listing: Listing; selected: OpenJobData | null; candidateStates: CandidateStatesByJob | null }> {
  const panel = await listingPanel(request, context, listing, options);
  const opened = panel.listing.state.jobSlug !== null ? (panel.selected?.job.id ?? null) : null;
  const jobIds = [
    ...panel.listing.rows.map((row) => row.id),
    ...(panel.selected ? [panel.selected.job.id] : []),
  ];
  return { ...panel, candidateStates: await loadCandidateStates(request, context, jobIds, opened) };
}

async function listingPanel<Listing extends ListingData>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  listing: Listing,
  options: LoadJobOptions,
): Promise<{ listing: Listing; selected: OpenJobData | null }> {
  const selected = await loadPanelJob(request, context, listing.selectedJobSlug, options);
  if (selected || listing.state.jobSlug === null) return { listing, selected };
  const first = listing.rows[0]?.jobSlug ?? null;
  return {
    listing: { ...listing, state: withJobSlug(listing.state, null), selectedJobSlug: first },
    selected: await loadPanelJob(request, context, first, options),
  };
}
