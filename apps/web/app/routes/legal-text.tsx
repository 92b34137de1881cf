import { formatInstant, paths } from '@camello/domain';
import type { LegalTextKind } from '@camello/domain/contracts';
import { data } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { pageCacheHeaders } from '../features/seo/index.server.ts';
import { JsonLd } from '../features/seo/index.ts';
import { sitePageCatalogs, sitePageFrame, siteTexts } from '../features/site-pages/index.server.ts';
import { LegalDocument, type SitePageMessageKey, sitePageMeta } from '../features/site-pages/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { fetchLegalText } from '../shared/api/legal-texts.server.ts';
import { throwAsRouteError } from '../shared/api/route-error.server.ts';
import { localeOf } from '../shared/locale.server.ts';
import type { Route } from './+types/legal-text.ts';

/** The two legal texts a candidate accepts, each at its own address. */
const LEGAL_PAGES = [
  { path: paths.terms(), kind: 'terms', description: 'legal.termsDescription' },
  { path: paths.dataPolicy(), kind: 'data_policy', description: 'legal.dataPolicyDescription' },
] as const satisfies readonly { path: string; kind: LegalTextKind; description: SitePageMessageKey }[];

export async function loader({ request, context }: Route.LoaderArgs) {
  // Client navigations fetch `{path}.data`: the page is the path without that suffix.
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '');
  const page = LEGAL_PAGES.find((candidate) => candidate.path === pathname);
  if (!page) throw data(null, { status: 404, statusText: 'Not Found' });
  const locale = localeOf(context);
  const text = await fetchLegalText(apiCallContextOf(request, context), page.kind).catch(throwAsRouteError);
  const date = formatInstant(text.publishedAt, locale);
  const texts = siteTexts(locale, 'legal', { version: text.version, date });
  return data(
    {
      ...sitePageFrame(context, { path: page.path, title: text.title, description: texts[page.description] }),
      document: { title: text.title, contentHtml: text.contentHtml, texts },
    },
    { headers: pageCacheHeaders(request, { text, sitePageCatalogs }) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => sitePageMeta(loaderData, matches);

export default function LegalTextPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <LegalDocument {...loaderData.document} />
      <JsonLd serialized={loaderData.structuredData} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
