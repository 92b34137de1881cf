import { calls, type SitemapKind, type SitemapUrl } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { sitemapPageCount, splitSitemap } from './sitemap-pages.ts';
import {
  companyUrls,
  countIndexableVacancies,
  landingUrls,
  newestVacancyChange,
  vacancyUrls,
} from './sitemap-sources.ts';

const newest = (urls: readonly SitemapUrl[]) =>
  urls.reduce<string | null>(
    (max, url) => (url.lastmod && (!max || url.lastmod > max) ? url.lastmod : max),
    null,
  );

/** What the site's sitemap.xml and its child sitemaps list: paths only; the site adds its origin. */
export const sitemapRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  declaredRoute(
    app,
    calls.jobs.sitemapIndex,
    {
      schema: {
        tags: ['sitemaps'],
        summary: 'Los archivos del índice de sitemaps',
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

  declaredRoute(
    app,
    calls.jobs.sitemapFile,
    {
      schema: {
        tags: ['sitemaps'],
        summary: 'Las URL de un archivo de sitemap',
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
      if (!urls) throw httpError(404, 'apiError.sitemapNotFound');
      return { urls };
    },
  );
};
