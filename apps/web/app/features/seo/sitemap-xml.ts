import { paths } from '@camello/domain';
import { SITEMAP_KINDS, type SitemapKind } from '@camello/domain/contracts';

/** Sitemaps change with every vacancy published: a CDN keeps them an hour. */
export const SITEMAP_HEADERS = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=0, s-maxage=3600, stale-while-revalidate=3600',
} as const;

export type SitemapEntry = { readonly loc: string; readonly lastmod: string | null };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const escapeXml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => XML_ESCAPES[character] ?? character);

function entryXml(tag: 'url' | 'sitemap', entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
  return `<${tag}><loc>${escapeXml(entry.loc)}</loc>${lastmod}</${tag}>`;
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemaps.org `urlset`. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `${HEADER}<urlset xmlns="${NAMESPACE}">\n${entries.map((entry) => entryXml('url', entry)).join('\n')}\n</urlset>\n`;
}

/** A sitemaps.org `sitemapindex`. */
export function sitemapIndexXml(entries: readonly SitemapEntry[]): string {
  return `${HEADER}<sitemapindex xmlns="${NAMESPACE}">\n${entries.map((entry) => entryXml('sitemap', entry)).join('\n')}\n</sitemapindex>\n`;
}

const SITEMAP_FILE_NAME = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,4})\\.xml$`);

/** `empleos-1.xml` → { kind: 'empleos', page: 1 }; null for any other name. */
export function parseSitemapFileName(name: string): { kind: SitemapKind; page: number } | null {
  const match = SITEMAP_FILE_NAME.exec(name);
  return match ? { kind: match[1] as SitemapKind, page: Number(match[2]) } : null;
}

/** robots.txt: everything may be crawled except private areas and listing variants, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /analista',
    'Disallow: /*?*widgetType=',
    '',
    `Sitemap: ${new URL(paths.sitemapIndex(), origin).href}`,
    '',
  ].join('\n');
}
