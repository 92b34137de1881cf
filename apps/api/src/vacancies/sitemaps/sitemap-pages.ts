import { SITEMAP_URL_LIMIT } from '@camello/domain/contracts';

/** How many sitemap files `total` URLs need; none for none (a sitemap must list at least one URL). */
export function sitemapPageCount(total: number, limit: number = SITEMAP_URL_LIMIT): number {
  return Math.ceil(total / limit);
}

/** URLs split into files of at most `limit`, in order. */
export function splitSitemap<T>(urls: readonly T[], limit: number = SITEMAP_URL_LIMIT): T[][] {
  const files: T[][] = [];
  for (let start = 0; start < urls.length; start += limit) files.push(urls.slice(start, start + limit));
  return files;
}
