import { createMemorySearchEngine, type SearchEngine } from '@camello/search';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostServices } from '../host-services.ts';
import { jobDetailRoutes } from './detail/job-detail-route.ts';
import { jobSettingRoutes } from './detail/job-setting-route.ts';
import { filterLabelsRoutes } from './filters/labels-route.ts';
import { optionSearchRoutes } from './filters/option-search-route.ts';
import { filterSettingsRoutes } from './filters/settings-route.ts';
import type { JobsServices } from './jobs-services.ts';
import { landingRoutes } from './landings/landing-routes.ts';
import { megaMenuRoutes } from './mega-menu/mega-menu-routes.ts';
import { searchRoutes } from './search/search-route.ts';
import { similarRoutes } from './similar/similar-routes.ts';
import { jobPostingRoutes } from './sitemaps/job-posting-route.ts';
import { sitemapRoutes } from './sitemaps/sitemap-routes.ts';

export type JobsHostOptions = HostServices & {
  /** An engine built elsewhere (shared between servers); by default the host builds its own. */
  searchEngine?: SearchEngine;
  /** How often the search index picks up database changes (default 2 s). */
  searchPollIntervalMs?: number;
};

/** Jobs host: public and private search, filters, job detail, similar jobs, landings, alerts. */
export const jobsHost: FastifyPluginAsyncZod<JobsHostOptions> = async (app, options) => {
  const { db, now } = options;
  let search = options.searchEngine;
  if (!search) {
    const engine = createMemorySearchEngine({
      db,
      now,
      pollIntervalMs: options.searchPollIntervalMs,
      onError: (error) => app.log.error({ err: error }, 'search index refresh failed'),
    });
    app.addHook('onClose', () => engine.close());
    search = engine;
  }
  const services: JobsServices = { db, now, search };
  await app.register(searchRoutes, services);
  await app.register(filterSettingsRoutes, services);
  await app.register(filterLabelsRoutes, services);
  await app.register(optionSearchRoutes, services);
  await app.register(jobDetailRoutes, services);
  await app.register(jobSettingRoutes, services);
  await app.register(similarRoutes, services);
  await app.register(landingRoutes, services);
  await app.register(megaMenuRoutes, services);
  await app.register(sitemapRoutes, services);
  await app.register(jobPostingRoutes, services);
};
