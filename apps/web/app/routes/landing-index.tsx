import { paths } from '@camello/domain';
import type { MegaMenuType } from '@camello/domain/contracts';
import { data } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { letterParam, MegaMenuGrid } from '../features/mega-menu/index.ts';
import { pageCacheHeaders } from '../features/seo/index.server.ts';
import { breadcrumbListJsonLd, JsonLd, seoMeta, serializeJsonLd } from '../features/seo/index.ts';
import { createTranslator, type MessageKey, useI18n } from '../i18n/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { fetchMegaMenu } from '../shared/api/landings.server.ts';
import { publicUrl } from '../shared/load-context.server.ts';
import { localeOf } from '../shared/locale.server.ts';
import type { NamedRouteHandle } from '../shared/named-routes.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import type { Route } from './+types/landing-index.ts';

type IndexPage = {
  readonly path: string;
  readonly type: MegaMenuType;
  readonly title: MessageKey;
  readonly description: MessageKey;
};

/** The index pages of job categories and the companies directory: one mega-menu tab each. */
const INDEX_PAGES: readonly IndexPage[] = [
  {
    path: paths.jobsByCity(),
    type: 'by-location',
    title: 'megaMenu.byCityTitle',
    description: 'megaMenu.byCityDescription',
  },
  {
    path: paths.jobsByOccupation(),
    type: 'by-occupation',
    title: 'megaMenu.byOccupationTitle',
    description: 'megaMenu.byOccupationDescription',
  },
  {
    path: paths.jobsBySector(),
    type: 'by-sector',
    title: 'megaMenu.bySectorTitle',
    description: 'megaMenu.bySectorDescription',
  },
  {
    path: paths.companies(),
    type: 'by-company',
    title: 'megaMenu.companiesTitle',
    description: 'megaMenu.companiesDescription',
  },
];

const TAB_LABELS: Record<MegaMenuType, MessageKey | null> = {
  'by-location': 'megaMenu.byCity',
  'by-occupation': 'megaMenu.byOccupation',
  'by-sector': 'megaMenu.bySector',
  'by-company': 'megaMenu.companies',
  'by-location-state': null,
  'by-occupation-category': null,
};

// The index pages and the company directory all return to the jobs list (spec §2 redirect table).
export const handle: NamedRouteHandle = { routeName: 'byCity' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Client navigations fetch `{path}.data`: the page is the path without that suffix.
  const pathname = url.pathname.replace(/\.data$/, '');
  const page = INDEX_PAGES.find((candidate) => candidate.path === pathname);
  if (!page) throw data(null, { status: 404, statusText: 'Not Found' });
  const letter = letterParam(url.searchParams.get('letra'));
  const cards = await fetchMegaMenu(apiCallContextOf(request, context), page.type);
  const { t } = createTranslator(localeOf(context));
  const breadcrumbs = [
    { label: t('megaMenu.home'), url: paths.home() },
    { label: t('header.allJobs'), url: paths.jobs() },
    { label: t(page.title), url: page.path },
  ];
  return data(
    {
      page,
      letter,
      cards,
      breadcrumbs,
      // Each letter is its own list of links; the canonical is the page with or without it.
      canonicalUrl: publicUrl(
        context,
        letter ? `${page.path}?letra=${encodeURIComponent(letter)}` : page.path,
      ),
      structuredData: serializeJsonLd(breadcrumbListJsonLd(breadcrumbs, (path) => publicUrl(context, path))),
    },
    { headers: pageCacheHeaders(request, { page: page.path, letter, cards }) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { t } = metaTranslator(matches);
  const { page, letter } = loaderData;
  const heading = letter ? t('megaMenu.titleWithLetter', { title: t(page.title), letter }) : t(page.title);
  return seoMeta({
    title: t('site.pageTitle', { title: heading }),
    description: t(page.description),
    canonicalUrl: loaderData.canonicalUrl,
  });
};

export default function LandingIndex({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { page, letter, cards, structuredData } = loaderData;
  const tabs = INDEX_PAGES.flatMap((candidate) => {
    const label = TAB_LABELS[candidate.type];
    return label ? [{ label: t(label), url: candidate.path, active: candidate.path === page.path }] : [];
  });
  return (
    <>
      <MegaMenuGrid
        tabs={tabs}
        title={t(page.title)}
        action={{ label: t('megaMenu.allJobs'), url: paths.jobs() }}
        bottomAction={{ label: t('megaMenu.seeAllJobs'), url: paths.jobs() }}
        cards={cards}
        letter={letter}
        hrefForLetter={(next) => (next ? `${page.path}?letra=${encodeURIComponent(next)}` : page.path)}
      />
      <JsonLd serialized={structuredData} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
