import { paths, SIDE_LIST_CARDS } from '@camello/domain';
import { data } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { loadCandidateStates } from '../features/job-states/index.server.ts';
import {
  LandingIntro,
  landingFilterParams,
  landingListingHref,
  RelatedLandings,
} from '../features/landings/index.ts';
import { loadListing } from '../features/search/index.server.ts';
import { JobListing } from '../features/search/index.ts';
import { pageCacheHeaders } from '../features/seo/index.server.ts';
import { breadcrumbListJsonLd, JsonLd, seoMeta, serializeJsonLd } from '../features/seo/index.ts';
import { useI18n } from '../i18n/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { fetchLanding } from '../shared/api/landings.server.ts';
import { throwAsRouteError } from '../shared/api/route-error.server.ts';
import { publicUrl } from '../shared/load-context.server.ts';
import type { NamedRouteHandle } from '../shared/named-routes.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { Link } from '../shared/ui/Link.tsx';
import type { Route } from './+types/landing.ts';

/** A search-hit landing lists a text search: the listing reads it as the `q` of the request. */
function withTerm(request: Request, term: string): Request {
  if (!term) return request;
  const url = new URL(request.url);
  url.searchParams.set('q', term);
  return new Request(url, { headers: request.headers, signal: request.signal });
}

export const handle: NamedRouteHandle = { routeName: 'worksBySlug' };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const landing = await fetchLanding(apiCallContextOf(request, context), params.slug).catch(
    throwAsRouteError,
  );
  const listing = await loadListing(withTerm(request, landing.search.text), context, {
    fixedFilters: landingFilterParams(landing.search.filters),
    // The server cannot tell the device: it loads the mobile count (15), desktop CSS shows 12.
    pageSize: SIDE_LIST_CARDS.mobile,
  }).catch(throwAsRouteError);
  const shown = { landing, jobs: listing.rows.map((row) => row.jobSlug) };
  const candidateStates = await loadCandidateStates(
    request,
    context,
    listing.rows.map((row) => row.id),
  );
  return data(
    {
      landing,
      listing,
      candidateStates,
      breadcrumbs: landing.breadcrumbs,
      // Filtered and sorted variants of a landing show the same vacancies: they all point here.
      canonicalUrl: publicUrl(context, landing.url),
      structuredData: serializeJsonLd(
        breadcrumbListJsonLd(landing.breadcrumbs, (path) => publicUrl(context, path)),
      ),
    },
    { headers: pageCacheHeaders(request, shown, candidateStates !== null) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { t } = metaTranslator(matches);
  const { landing } = loaderData;
  return seoMeta({
    title: t('site.pageTitle', { title: landing.title }),
    description: landing.description,
    canonicalUrl: loaderData.canonicalUrl,
  });
};

export default function LandingPage({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { landing, listing, structuredData } = loaderData;
  return (
    <>
      <LandingIntro
        h1={landing.h1}
        introduction={landing.introduction}
        vacancies={landing.vacancies}
        openings={landing.openings}
      />
      <JobListing
        data={listing}
        baseUrl={landing.url}
        mainTitle={landing.h1}
        fixedFields={Object.keys(landing.search.filters)}
        sideList
      />
      {landing.vacancies > 0 ? (
        <p>
          <Link to={landingListingHref(landing.search, paths.jobs())}>
            {t('landing.seeAll', { count: landing.vacancies })}
          </Link>
        </p>
      ) : null}
      <RelatedLandings title={t('landing.related')} landings={landing.related} />
      <JsonLd serialized={structuredData} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
