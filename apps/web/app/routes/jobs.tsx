import { paths } from '@camello/domain';
import { data } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { loadListingPanel } from '../features/job-detail/index.server.ts';
import { ListingDetailPanel } from '../features/job-detail/index.ts';
import { loadListing } from '../features/search/index.server.ts';
import {
  EMPTY_LISTING_STATE,
  JobListing,
  type ListingData,
  listingHref,
  readListingState,
} from '../features/search/index.ts';
import { pageCacheHeaders } from '../features/seo/index.server.ts';
import { type Translator, useI18n } from '../i18n/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { fetchCompanySite } from '../shared/api/landings.server.ts';
import { throwAsRouteError } from '../shared/api/route-error.server.ts';
import { publicUrl } from '../shared/load-context.server.ts';
import type { NamedRouteHandle } from '../shared/named-routes.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import type { Route } from './+types/jobs.ts';

export const handle: NamedRouteHandle = { routeName: 'jobs' };

/** The company a `companySlug` (or `companyId`) asks for; an unknown one is ignored, not an error. */
async function requestedCompany(request: Request, context: Route.LoaderArgs['context']) {
  const slug = readListingState(new URL(request.url).searchParams).company;
  if (!slug) return null;
  try {
    const { company } = await fetchCompanySite(apiCallContextOf(request, context), slug);
    return company && { slug: company.slug, name: company.name, path: paths.company(company.slug) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const company = await requestedCompany(request, context).catch(throwAsRouteError);
  // One company's list is its job site's search: its vacancies, filters and links.
  const loaded = await loadListing(request, context, company ? { companySlug: company.slug } : {}).catch(
    throwAsRouteError,
  );
  const scoped = { ...loaded, state: { ...loaded.state, company: company?.slug ?? null } };
  const { term, page } = scoped.state;
  // A page past the last one does not exist; page 1 of an empty search is the empty-results view.
  if (scoped.rows.length === 0 && page > 1) throw data(null, { status: 404, statusText: 'Not Found' });
  const { listing, selected, candidateStates } = await loadListingPanel(
    request,
    context,
    scoped,
    company
      ? { baseUrl: company.path, route: 'jobsByCompany', companyShowSlug: company.slug }
      : { baseUrl: paths.jobs(), route: 'jobs' },
  );
  const shown = {
    listing,
    selected,
    candidateStates,
    company,
    // One company's list shows what its job site shows: that is the page to index.
    canonicalUrl: publicUrl(
      context,
      listingHref(company?.path ?? paths.jobs(), { ...EMPTY_LISTING_STATE, term, page }),
    ),
  };
  return data(shown, { headers: pageCacheHeaders(request, shown, candidateStates !== null) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { t } = metaTranslator(matches);
  const { term, page } = loaderData.listing.state;
  const { company } = loaderData;
  const heading = term
    ? (placeTitle(t, loaderData.listing.textPlaces) ?? t('jobs.metaTitleWithTerm', { term }))
    : company
      ? t('company.jobsTitle', { name: company.name })
      : t('jobs.metaTitle');
  const title = page > 1 ? t('jobs.metaTitlePage', { title: heading, page }) : heading;
  return [
    { title: t('site.pageTitle', { title }) },
    {
      name: 'description',
      content: term ? t('jobs.metaDescriptionWithTerm', { term }) : t('jobs.metaDescription'),
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ];
};

/** "Empleos de mesero en Cartagena": the heading says which place the text was read as. */
function placeTitle(t: Translator['t'], textPlaces: ListingData['textPlaces']): string | null {
  if (!textPlaces || textPlaces.places.length === 0) return null;
  const place = textPlaces.places.map((named) => named.label).join(', ');
  return textPlaces.text
    ? t('jobs.titleWithTermInPlace', { term: textPlaces.text, place })
    : t('jobs.titleInPlace', { place });
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { listing, selected, company } = loaderData;
  const { term } = listing.state;
  const detailPanel = selected ? (
    <ListingDetailPanel selected={selected} state={listing.state} baseUrl={paths.jobs()} />
  ) : undefined;
  return (
    <JobListing
      data={listing}
      baseUrl={paths.jobs()}
      mainTitle={
        term
          ? (placeTitle(t, listing.textPlaces) ?? t('jobs.titleWithTerm', { term }))
          : company
            ? t('company.jobsTitle', { name: company.name })
            : t('jobs.title')
      }
      signUpCallToAction
      detailPanel={detailPanel}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
