import { z } from 'zod';

/** The sitemaps protocol's limit of URLs per file. */
export const SITEMAP_URL_LIMIT = 50_000;

export const SITEMAP_KINDS = ['empleos', 'trabajos', 'empresas'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

export const sitemapPageSizeQuerySchema = z.object({
  /** URLs per file: the protocol's 50,000 unless a smaller size is asked for. */
  pageSize: z.coerce.number().int().min(1).max(SITEMAP_URL_LIMIT).default(SITEMAP_URL_LIMIT),
});

/** The child sitemaps. */
export const sitemapIndexSchema = z.object({
  sitemaps: z.array(
    z.object({
      kind: z.enum(SITEMAP_KINDS),
      page: z.number().int().positive(),
      lastmod: z.string().nullable(),
    }),
  ),
});

/** The site paths of one child sitemap. */
export const sitemapFileParamsSchema = z.object({
  kind: z.enum(SITEMAP_KINDS),
  page: z.coerce.number().int().min(1).max(10_000),
});
export const sitemapUrlSchema = z.object({ path: z.string(), lastmod: z.string().nullable() });
export type SitemapUrl = z.infer<typeof sitemapUrlSchema>;
export const sitemapFileSchema = z.object({ urls: z.array(sitemapUrlSchema) });
