import { formatSalary } from '@camello/domain';
import { data } from 'react-router';
import { CompanyJobPosting, GoneVacancy, utmParams, withParams } from '../features/companies/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { pageCacheHeaders } from '../features/seo/cache-headers.server.ts';
import {
  breadcrumbListJsonLd,
  JsonLd,
  jobPostingJsonLd,
  seoMeta,
  serializeJsonLd,
} from '../features/seo/index.ts';
import { createTranslator } from '../i18n/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { fetchCompanySite } from '../shared/api/landings.server.ts';
import { throwAsRouteError } from '../shared/api/route-error.server.ts';
import { fetchJobPosting } from '../shared/api/seo.server.ts';
import { allowFramingContext, publicUrl } from '../shared/load-context.server.ts';
import { localeOf } from '../shared/locale.server.ts';
import { type NamedRouteHandle, returnPathOf, signInHref } from '../shared/named-routes.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { paths } from '../shared/paths.ts';
import { isWidgetRequest } from '../shared/widget-mode.ts';
import type { Route } from './+types/company-job.ts';

export const handle: NamedRouteHandle = { routeName: 'jobsViewByCompany' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { companySlug, jobSlug } = params;
  const url = new URL(request.url);
  const api = apiCallContextOf(request, context);
  const { status, posting, similar } = await fetchJobPosting(api, jobSlug, companySlug).catch(
    throwAsRouteError,
  );
  if (isWidgetRequest(url.searchParams)) {
    const site = await fetchCompanySite(api, companySlug).catch(throwAsRouteError);
    context.get(allowFramingContext)(site.company?.frameAncestors ?? []);
  }
  const { t } = createTranslator(localeOf(request));
  const pagePath = paths.companyJob(companySlug, jobSlug);
  const companyPath = paths.company(companySlug);
  const utm = utmParams(url.searchParams);
  const breadcrumbs = [
    { label: t('megaMenu.home'), url: paths.home() },
    { label: t('megaMenu.companies'), url: paths.companies() },
    { label: posting.company.name, url: companyPath },
    { label: posting.title, url: pagePath },
  ];
  const payload = {
    status,
    posting,
    similar,
    companyPath,
    breadcrumbs,
    // Campaign parameters ride along to the application (spec §7: the apply call sends them).
    applyHref: signInHref(
      paths.signIn(),
      withParams(returnPathOf({ route: 'jobsViewByCompany', path: pagePath, companySlug, jobSlug }), [
        ['action', 'apply'],
        ...utm,
      ]),
      'apply',
    ),
    salaryText: formatSalary(posting.salary, localeOf(request)),
    pageUrl: publicUrl(context, request, pagePath),
    structuredData: serializeJsonLd([
      jobPostingJsonLd(posting, publicUrl(context, request, pagePath)),
      breadcrumbListJsonLd(breadcrumbs, publicUrl(context, request, '/')),
    ]),
    indexable: posting.company.isPublic && !isWidgetRequest(url.searchParams),
  };
  const headers = pageCacheHeaders(request, { status, posting, similar: similar.map((job) => job.jobSlug) });
  // A closed or expired vacancy is gone for good: 410, with similar open jobs on the page.
  return data(payload, { status: status === 'gone' ? 410 : 200, headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { t } = metaTranslator(matches);
  const { posting, status } = loaderData;
  const place = posting.cities[0]?.name ?? (posting.isRemote ? t('companyJob.remote') : '');
  const title = t('companyJob.metaTitle', { title: posting.title, company: posting.company.name, place });
  return seoMeta({
    title: t('site.pageTitle', { title }),
    description: t('companyJob.metaDescription', {
      title: posting.title,
      company: posting.company.name,
      place,
    }),
    canonicalUrl: loaderData.pageUrl,
    type: 'article',
    imageUrl: posting.company.logoUrl,
    noindex: status === 'gone' || !loaderData.indexable,
  });
};

export default function CompanyJobPage({ loaderData }: Route.ComponentProps) {
  const { status, posting, similar, companyPath, structuredData } = loaderData;
  if (status === 'gone') {
    return (
      <GoneVacancy
        title={posting.title}
        companyName={posting.company.name}
        similar={similar}
        moreJobsHref={companyPath}
      />
    );
  }
  return (
    <>
      <CompanyJobPosting
        title={posting.title}
        companyName={posting.company.name}
        cities={posting.cities.map((city) => city.name)}
        isRemote={posting.isRemote}
        salary={loaderData.salaryText}
        publishedAt={posting.publishedAt}
        descriptionHtml={posting.descriptionHtml}
        applyHref={loaderData.applyHref}
        backHref={companyPath}
      />
      <JsonLd serialized={structuredData} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
