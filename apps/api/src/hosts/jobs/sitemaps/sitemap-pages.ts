/** The sitemaps.org protocol's limit of URLs in one sitemap file. */
export const SITEMAP_URL_LIMIT = 50_000;

/** How many sitemap files `total` URLs need; an empty list still gets one (empty) file. */
export function sitemapPageCount(total: number, limit: number = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** URLs split into files of at most `limit`, in order. */
export function splitSitemap<T>(urls: readonly T[], limit: number = SITEMAP_URL_LIMIT): T[][] {
  const files: T[][] = [];
  for (let start = 0; start < urls.length; start += limit) files.push(urls.slice(start, start + limit));
  return files.length === 0 ? [[]] : files;
}
