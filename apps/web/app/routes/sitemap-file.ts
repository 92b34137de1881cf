import { parseSitemapFileName, SITEMAP_HEADERS, urlsetXml } from '../features/seo/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { fetchSitemapFile } from '../shared/api/seo.server.ts';
import { absoluteUrl } from '../shared/load-context.server.ts';
import type { Route } from './+types/sitemap-file.ts';

/** `/sitemaps/{kind}-{page}.xml`: one child sitemap, at most 50,000 URLs. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const file = parseSitemapFileName(params.file);
  if (!file) return new Response('Not Found', { status: 404 });
  try {
    const { urls } = await fetchSitemapFile(apiCallContextOf(request, context), file.kind, file.page);
    const entries = urls.map((url) => ({ loc: absoluteUrl(context, url.path), lastmod: url.lastmod }));
    return new Response(urlsetXml(entries), { headers: SITEMAP_HEADERS });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return new Response('Not Found', { status: 404 });
    throw error;
  }
}
