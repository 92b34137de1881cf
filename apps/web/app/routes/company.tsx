import { paths } from '@camello/domain';
import { data } from 'react-router';
import { CompanySiteHeader } from '../features/companies/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { loadListingPanel } from '../features/job-detail/index.server.ts';
import { ListingDetailPanel } from '../features/job-detail/index.ts';
import { loadListing } from '../features/search/index.server.ts';
import { JobListing } from '../features/search/index.ts';
import { pageCacheHeaders } from '../features/seo/index.server.ts';
import {
  breadcrumbListJsonLd,
  JsonLd,
  organizationJsonLd,
  seoMeta,
  serializeJsonLd,
} from '../features/seo/index.ts';
import { useI18n } from '../i18n/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { fetchCompanySite, fetchSectorLanding } from '../shared/api/landings.server.ts';
import { throwAsRouteError } from '../shared/api/route-error.server.ts';
import { allowFramingContext, publicUrl } from '../shared/load-context.server.ts';
import type { NamedRouteHandle } from '../shared/named-routes.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { isWidgetRequest } from '../shared/widget-mode.ts';
import type { Route } from './+types/company.ts';

export const handle: NamedRouteHandle = { routeName: 'jobsByCompany' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const site = await fetchCompanySite(apiCallContextOf(request, context), params.companySlug).catch(
    throwAsRouteError,
  );
  const company = site.company;
  if (!company) throw data(null, { status: 404, statusText: 'Not Found' });
  const widget = isWidgetRequest(url.searchParams);
  // The widget is shown inside the company's own site: only the origins it declared may frame it.
  if (widget) context.get(allowFramingContext)(company.frameAncestors);
  const [loaded, sector] = await Promise.all([
    loadListing(request, context, { companySlug: company.slug }).catch(throwAsRouteError),
    company.sectorId === null
      ? null
      : fetchSectorLanding(apiCallContextOf(request, context), company.sectorId),
  ]);
  const page = loaded.state.page;
  if (loaded.rows.length === 0 && page > 1) throw data(null, { status: 404, statusText: 'Not Found' });
  // The site's vacancies open in its own detail panel; another site's vacancy is not found there.
  const { listing, selected, candidateStates } = await loadListingPanel(request, context, loaded, {
    baseUrl: site.url,
    route: 'jobsByCompany',
    companyShowSlug: company.slug,
  }).catch(throwAsRouteError);
  const canonicalPath = page > 1 ? `${site.url}?paginator[page]=${page}` : site.url;
  return data(
    {
      site,
      company,
      listing,
      selected,
      candidateStates,
      widget,
      // The fallback of a failed lookup has an empty slug: then there is no link.
      sectorLanding: sector?.slug ? { url: paths.landing(sector.slug), h1: sector.h1 } : null,
      breadcrumbs: widget ? [] : site.breadcrumbs,
      canonicalUrl: publicUrl(context, canonicalPath),
      structuredData: serializeJsonLd([
        organizationJsonLd({
          name: company.name,
          url: publicUrl(context, site.url),
          logoUrl: company.logoUrl,
          description: company.description,
          sameAs: [company.websiteUrl, ...Object.values(company.social)],
        }),
        ...(widget ? [] : [breadcrumbListJsonLd(site.breadcrumbs, (path) => publicUrl(context, path))]),
      ]),
    },
    {
      headers: pageCacheHeaders(
        request,
        {
          site,
          widget,
          jobs: listing.rows.map((row) => row.jobSlug),
          selected,
        },
        candidateStates !== null,
      ),
    },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { t } = metaTranslator(matches);
  const { company, site, listing } = loaderData;
  const page = listing.state.page;
  const heading = t('company.metaTitle', { name: company.name });
  return seoMeta({
    title: t('site.pageTitle', {
      title: page > 1 ? t('company.metaTitlePage', { title: heading, page }) : heading,
    }),
    description: t('company.metaDescription', { name: company.name, count: site.vacancies }),
    canonicalUrl: loaderData.canonicalUrl,
    imageUrl: company.logoUrl,
    // Private job sites are for the company's own candidates; widget copies duplicate the site.
    noindex: !company.isPublic || loaderData.widget,
  });
};

export default function CompanySitePage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { company, site, listing, selected, widget, structuredData, sectorLanding } = loaderData;
  return (
    <>
      <CompanySiteHeader
        name={company.name}
        logoUrl={company.logoUrl}
        primaryColor={company.primaryColor}
        secondaryColor={company.secondaryColor}
        description={company.description}
        websiteUrl={company.websiteUrl}
        social={company.social}
        brandMenu={company.brandMenu}
        linkQuery={widget ? '?widgetType=iframe' : ''}
        sectorLanding={widget ? null : sectorLanding}
      />
      <JobListing
        data={listing}
        baseUrl={site.url}
        mainTitle={t('company.jobsTitle', { name: company.name })}
        alwaysShowFilters
        detailPanel={
          selected ? (
            <ListingDetailPanel selected={selected} state={listing.state} baseUrl={site.url} />
          ) : undefined
        }
      />
      <JsonLd serialized={structuredData} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
