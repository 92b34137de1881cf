import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostOptions } from '../../services/app-services.ts';
import { jobDetailRoutes } from './detail/job-detail-route.ts';
import { jobSettingRoutes } from './detail/job-setting-route.ts';
import { filterLabelsRoutes } from './filters/labels-route.ts';
import { optionSearchRoutes } from './filters/option-search-route.ts';
import { filterSettingsRoutes } from './filters/settings-route.ts';
import { landingRoutes } from './landings/landing-routes.ts';
import { megaMenuRoutes } from './mega-menu/mega-menu-routes.ts';
import { applyRoutes } from './private/apply-routes.ts';
import { privateJobRoutes } from './private/private-routes.ts';
import { jobStateRoutes } from './private/state-routes.ts';
import { searchRoutes } from './search/search-route.ts';
import { similarRoutes } from './similar/similar-routes.ts';
import { jobPostingRoutes } from './sitemaps/job-posting-route.ts';
import { sitemapRoutes } from './sitemaps/sitemap-routes.ts';

/** Jobs host: public and private search, filters, job detail, similar jobs, landings, alerts. */
export const jobsHost: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  await app.register(searchRoutes, { services });
  await app.register(filterSettingsRoutes, { services });
  await app.register(filterLabelsRoutes, { services });
  await app.register(optionSearchRoutes, { services });
  await app.register(jobDetailRoutes, { services });
  await app.register(jobSettingRoutes, { services });
  await app.register(similarRoutes, { services });
  await app.register(landingRoutes, { services });
  await app.register(megaMenuRoutes, { services });
  await app.register(sitemapRoutes, { services });
  await app.register(jobPostingRoutes, { services });
  await app.register(privateJobRoutes, { services });
  await app.register(jobStateRoutes, { services });
  await app.register(applyRoutes, { services });
};
