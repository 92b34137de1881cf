import { paths } from '@camello/domain';
import { data, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { loadJob } from '../features/job-detail/index.server.ts';
import { JobDetail, JobGone, vacancyPageMeta } from '../features/job-detail/index.ts';
import { loadCandidateStates } from '../features/job-states/index.server.ts';
import { EMPTY_LISTING_STATE, listingHref, readListingState, visitParams } from '../features/search/index.ts';
import { pageCacheHeaders } from '../features/seo/index.server.ts';
import { breadcrumbListJsonLd, JsonLd, jobPostingJsonLd, serializeJsonLd } from '../features/seo/index.ts';
import { createTranslator } from '../i18n/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { fetchCompanySite } from '../shared/api/landings.server.ts';
import { throwAsRouteError } from '../shared/api/route-error.server.ts';
import { fetchJobPosting } from '../shared/api/seo.server.ts';
import { withParams } from '../shared/application-params.ts';
import { allowFramingContext, publicUrl } from '../shared/load-context.server.ts';
import { localeOf } from '../shared/locale.server.ts';
import type { NamedRouteHandle } from '../shared/named-routes.ts';
import { isWidgetRequest } from '../shared/widget-mode.ts';
import type { Route } from './+types/company-job.ts';

export const handle: NamedRouteHandle = { routeName: 'jobsViewByCompany' };

/**
 * A vacancy on its company's job site: the same detail as `/empleos/{jobSlug}`, with its links
 * (similar vacancies, the way back after signing in) kept on the site.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { companySlug, jobSlug } = params;
  const widget = isWidgetRequest(new URL(request.url).searchParams);
  const api = apiCallContextOf(request, context);
  const companyPath = paths.company(companySlug);
  const [result, seo, site] = await Promise.all([
    loadJob(request, context, jobSlug, {
      baseUrl: companyPath,
      route: 'jobsViewByCompany',
      companyShowSlug: companySlug,
    }),
    // Structured data and the site's kind; the page shows without them if they cannot be read.
    fetchJobPosting(api, jobSlug, companySlug).catch(() => null),
    widget ? fetchCompanySite(api, companySlug) : null,
  ]).catch(throwAsRouteError);
  // The widget is shown inside the company's own site: only the origins it declared may frame it.
  if (site) context.get(allowFramingContext)(site.company?.frameAncestors ?? []);

  const { t } = createTranslator(localeOf(context));
  const posting = seo?.posting ?? null;
  const companyName = result.status === 'open' ? result.job.company.name : posting?.company.name;
  const title = result.status === 'open' ? result.job.title : posting?.title;
  const breadcrumbs = widget
    ? []
    : [
        { label: t('megaMenu.home'), url: paths.home() },
        { label: t('megaMenu.companies'), url: paths.companies() },
        ...(companyName ? [{ label: companyName, url: companyPath }] : []),
        ...(title ? [{ label: title, url: paths.companyJob(companySlug, jobSlug) }] : []),
      ];

  // A closed or expired vacancy is gone for good (410), but the page still offers open ones like it.
  if (result.status === 'gone') {
    const gone = { ...result, companyPath, breadcrumbs };
    return data(gone, { status: 410, headers: pageCacheHeaders(request, gone) });
  }
  // A signed-in candidate sees whether they saved or applied to it; opening it records it as seen.
  const candidateStates = await loadCandidateStates(request, context, [result.job.id], result.job.id);
  const page = {
    ...result,
    candidateStates,
    companyPath,
    breadcrumbs,
    structuredData: posting
      ? serializeJsonLd([
          jobPostingJsonLd(posting, result.jobUrl),
          ...(breadcrumbs.length > 0
            ? [breadcrumbListJsonLd(breadcrumbs, (path) => publicUrl(context, path))]
            : []),
        ])
      : null,
    // Private job sites are for the company's own candidates; widget copies duplicate the site.
    indexable: !widget && (posting?.company.isPublic ?? false),
  };
  return data(page, { headers: pageCacheHeaders(request, page, candidateStates !== null) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => vacancyPageMeta(loaderData, matches);

export default function CompanyJobPage({ loaderData }: Route.ComponentProps) {
  const { companyPath } = loaderData;
  // Inside the widget every link stays in widget mode; a campaign rides along to the application.
  const linkParams = visitParams(readListingState(new URLSearchParams(useLocation().search)));
  if (loaderData.status === 'gone') {
    return (
      <JobGone
        similarJobs={loaderData.similarJobs}
        baseUrl={loaderData.similarJobsBaseUrl}
        searchHref={withParams(companyPath, linkParams)}
        linkParams={linkParams}
      />
    );
  }
  const { job, structuredData } = loaderData;
  return (
    <>
      <JobDetail
        job={job}
        similarJobs={loaderData.similarJobs}
        jobPath={loaderData.jobPath}
        jobUrl={loaderData.jobUrl}
        applyHref={loaderData.applyHref}
        detailAction={loaderData.detailAction}
        listingBaseUrl={loaderData.similarJobsBaseUrl}
        linkParams={linkParams}
        searchHref={withParams(
          listingHref(companyPath, { ...EMPTY_LISTING_STATE, term: job.title }),
          linkParams,
        )}
        headingLevel={1}
      />
      {structuredData ? <JsonLd serialized={structuredData} /> : null}
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
