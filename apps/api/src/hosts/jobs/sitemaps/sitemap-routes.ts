import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../http-errors.ts';
import type { JobsServices } from '../jobs-services.ts';
import { SITEMAP_URL_LIMIT, sitemapPageCount, splitSitemap } from './sitemap-pages.ts';
import {
  companyUrls,
  countIndexableVacancies,
  landingUrls,
  newestVacancyChange,
  type SitemapUrl,
  vacancyUrls,
} from './sitemap-sources.ts';

export const SITEMAP_KINDS = ['empleos', 'trabajos', 'empresas'] as const;
type SitemapKind = (typeof SITEMAP_KINDS)[number];

const pageSizeQuery = z.object({
  /** URLs per file: the protocol's 50,000 unless a smaller size is asked for. */
  pageSize: z.coerce.number().int().min(1).max(SITEMAP_URL_LIMIT).default(SITEMAP_URL_LIMIT),
});

const urlSchema = z.object({ path: z.string(), lastmod: z.string().nullable() });

const newest = (urls: readonly SitemapUrl[]) =>
  urls.reduce<string | null>(
    (max, url) => (url.lastmod && (!max || url.lastmod > max) ? url.lastmod : max),
    null,
  );

/** What the site's sitemap.xml and its child sitemaps list: paths only; the site adds its origin. */
export const sitemapRoutes: FastifyPluginAsyncZod<JobsServices> = async (app, services) => {
  app.get(
    '/v1/sitemaps',
    {
      schema: {
        tags: ['sitemaps'],
        summary: 'Los archivos del índice de sitemaps',
        querystring: pageSizeQuery,
        response: {
          200: z.object({
            sitemaps: z.array(
              z.object({
                kind: z.enum(SITEMAP_KINDS),
                page: z.number().int().positive(),
                lastmod: z.string().nullable(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const { pageSize } = request.query;
      const [vacancies, jobsLastmod, landings, companies] = await Promise.all([
        countIndexableVacancies(services),
        newestVacancyChange(services),
        landingUrls(services),
        companyUrls(services),
      ]);
      const files = (kind: SitemapKind, count: number, lastmod: string | null) =>
        Array.from({ length: count }, (_, index) => ({ kind, page: index + 1, lastmod }));
      return {
        sitemaps: [
          ...files('empleos', sitemapPageCount(vacancies, pageSize), jobsLastmod),
          ...files('trabajos', sitemapPageCount(landings.length, pageSize), jobsLastmod),
          ...files('empresas', sitemapPageCount(companies.length, pageSize), newest(companies)),
        ],
      };
    },
  );

  app.get(
    '/v1/sitemaps/:kind/:page',
    {
      schema: {
        tags: ['sitemaps'],
        summary: 'Las URL de un archivo de sitemap',
        params: z.object({ kind: z.enum(SITEMAP_KINDS), page: z.coerce.number().int().min(1).max(10_000) }),
        querystring: pageSizeQuery,
        response: { 200: z.object({ urls: z.array(urlSchema) }) },
      },
    },
    async (request) => {
      const { kind, page } = request.params;
      const { pageSize } = request.query;
      let urls: SitemapUrl[] | undefined;
      if (kind === 'empleos') {
        const total = await countIndexableVacancies(services);
        if (page <= sitemapPageCount(total, pageSize)) {
          urls = await vacancyUrls(services, (page - 1) * pageSize, pageSize);
        }
      } else {
        const all = kind === 'trabajos' ? await landingUrls(services) : await companyUrls(services);
        urls = splitSitemap(all, pageSize)[page - 1];
      }
      if (!urls) throw httpError(404, 'Este sitemap no existe');
      return { urls };
    },
  );
};
