import { paths } from '@camello/domain';
import { SITEMAP_HEADERS, sitemapIndexXml } from '../features/seo/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { fetchSitemapIndex } from '../shared/api/seo.server.ts';
import { absoluteUrl } from '../shared/load-context.server.ts';
import type { Route } from './+types/sitemap-index.ts';

/** `/sitemap.xml`: the sitemap index of the vacancy, landing and company sitemaps. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { sitemaps } = await fetchSitemapIndex(apiCallContextOf(request, context));
  const entries = sitemaps.map((file) => ({
    loc: absoluteUrl(context, paths.sitemap(file.kind, file.page)),
    lastmod: file.lastmod,
  }));
  return new Response(sitemapIndexXml(entries), { headers: SITEMAP_HEADERS });
}
