import { paths } from '@camello/domain';
import { data } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { categoriesOf, filterBooks, listBooks } from '../features/library/index.server.ts';
import { DigitalLibrary, libraryMessages } from '../features/library/index.ts';
import { pageCacheHeaders } from '../features/seo/index.server.ts';
import { JsonLd } from '../features/seo/index.ts';
import { sitePageFrame } from '../features/site-pages/index.server.ts';
import { sitePageMeta } from '../features/site-pages/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { localeOf } from '../shared/locale.server.ts';
import type { Route } from './+types/library.ts';

/** `/biblioteca`: the digital library, searched and filtered on the server. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = libraryMessages.of(localeOf(context));
  const params = new URL(request.url).searchParams;
  const q = (params.get('q') ?? '').slice(0, 120);
  const all = await listBooks(apiCallContextOf(request, context));
  const categories = all ? categoriesOf(all) : [];
  const category = categories.find((name) => name === params.get('categoria')) ?? '';
  const books = all && filterBooks(all, q, category);
  const frame = sitePageFrame(context, {
    path: paths.library(),
    title: t('title'),
    description: t('description'),
  });
  const headers = all
    ? pageCacheHeaders(request, { frame, books, q, category })
    : { 'Cache-Control': 'no-store' };
  return data({ ...frame, books, categories, q, category }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...sitePageMeta(loaderData, matches),
  // A search of the library is no page of its own for search engines.
  ...(loaderData?.q || loaderData?.category ? [{ name: 'robots', content: 'noindex' }] : []),
];

export default function Library({ loaderData }: Route.ComponentProps) {
  const { books, categories, q, category } = loaderData;
  return (
    <>
      <DigitalLibrary books={books} categories={categories} q={q} category={category} />
      <JsonLd serialized={loaderData.structuredData} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
