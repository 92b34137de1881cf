import { paths } from '@camello/domain';
import { data } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { loadJob } from '../features/job-detail/index.server.ts';
import { JobDetail, JobGone, vacancyPageMeta } from '../features/job-detail/index.ts';
import { loadCandidateStates } from '../features/job-states/index.server.ts';
import { EMPTY_LISTING_STATE, listingHref } from '../features/search/index.ts';
import { pageCacheHeaders } from '../features/seo/index.server.ts';
import { JsonLd, jobPostingJsonLd, serializeJsonLd } from '../features/seo/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { throwAsRouteError } from '../shared/api/route-error.server.ts';
import { fetchJobPosting } from '../shared/api/seo.server.ts';
import type { NamedRouteHandle } from '../shared/named-routes.ts';
import type { Route } from './+types/job.ts';

const BASE_URL = paths.jobs();

export const handle: NamedRouteHandle = { routeName: 'jobsView' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const [result, posting] = await Promise.all([
    loadJob(request, context, params.jobSlug, { baseUrl: BASE_URL, route: 'jobsView' }),
    // Structured data for search engines, read along with the vacancy; the page shows without it.
    fetchJobPosting(apiCallContextOf(request, context), params.jobSlug).catch(() => null),
  ]).catch(throwAsRouteError);
  // A closed or expired vacancy is gone for good (410), but the page still offers open ones like it.
  if (result.status === 'gone') {
    return data(result, { status: 410, headers: pageCacheHeaders(request, result) });
  }
  // A signed-in candidate sees whether they saved or applied to it; opening it records it as seen.
  const candidateStates = await loadCandidateStates(request, context, [result.job.id], result.job.id);
  const page = {
    ...result,
    candidateStates,
    jobPosting: posting ? serializeJsonLd(jobPostingJsonLd(posting.posting, result.jobUrl)) : null,
    indexable: posting?.posting.company.isPublic ?? true,
  };
  return data(page, { headers: pageCacheHeaders(request, page, candidateStates !== null) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => vacancyPageMeta(loaderData, matches);

export default function Job({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === 'gone') {
    return <JobGone similarJobs={loaderData.similarJobs} baseUrl={BASE_URL} searchHref={BASE_URL} />;
  }
  const { job, similarJobs, jobPath, jobUrl, applyHref, detailAction } = loaderData;
  return (
    <>
      <JobDetail
        job={job}
        similarJobs={similarJobs}
        jobPath={jobPath}
        jobUrl={jobUrl}
        applyHref={applyHref}
        detailAction={detailAction}
        listingBaseUrl={BASE_URL}
        searchHref={listingHref(BASE_URL, { ...EMPTY_LISTING_STATE, term: job.title })}
        headingLevel={1}
      />
      {loaderData.jobPosting ? <JsonLd serialized={loaderData.jobPosting} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
