import { data } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { JobDetail, JobGone } from '../features/job-detail/index.ts';
import { loadJob } from '../features/job-detail/job-detail-data.server.ts';
import { EMPTY_LISTING_STATE, listingHref, SearchBar } from '../features/search/index.ts';
import { throwAsRouteError } from '../shared/api/route-error.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { paths } from '../shared/paths.ts';
import type { Route } from './+types/job.ts';

const BASE_URL = paths.jobs();

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const result = await loadJob(request, context, params.jobSlug, { baseUrl: BASE_URL }).catch(
    throwAsRouteError,
  );
  // A closed or expired vacancy is gone for good (410), but the page still offers open ones like it.
  return result.status === 'gone' ? data(result, { status: 410 }) : result;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { t } = metaTranslator(matches);
  if (loaderData.status === 'gone') return [{ title: t('site.pageTitle', { title: t('jobGone.title') }) }];
  const { job, jobUrl } = loaderData;
  const cities = job.offerDetail.cities.join(', ');
  return [
    { title: t('site.pageTitle', { title: `${job.title} - ${job.company.name}` }) },
    { name: 'description', content: `${job.title}, ${job.company.name}. ${cities}` },
    { tagName: 'link', rel: 'canonical', href: jobUrl },
  ];
};

export default function Job({ loaderData }: Route.ComponentProps) {
  if (loaderData.status === 'gone') {
    return <JobGone similarJobs={loaderData.similarJobs} baseUrl={BASE_URL} searchHref={BASE_URL} />;
  }
  const { job, similarJobs, jobPath, jobUrl } = loaderData;
  return (
    <>
      <SearchBar action={BASE_URL} term="" />
      <JobDetail
        job={job}
        similarJobs={similarJobs}
        jobPath={jobPath}
        jobUrl={jobUrl}
        listingBaseUrl={BASE_URL}
        searchHref={listingHref(BASE_URL, { ...EMPTY_LISTING_STATE, term: job.title })}
        headingLevel={1}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
