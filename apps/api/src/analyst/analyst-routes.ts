import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostOptions } from '../services/app-services.ts';
import { analystScope } from './analyst-scope.ts';
import { applicantsRoutes } from './applicants/applicants-routes.ts';
import { brandRoutes } from './brands/brand-routes.ts';
import { companyRoutes } from './companies/company-routes.ts';
import { vacancyRoutes } from './company-vacancies/vacancy-routes.ts';
import { logoUploadRoutes } from './logos/logo-routes.ts';
import { referralListRoutes } from './referral-list/referral-list-routes.ts';
import { settingsRoutes } from './settings/settings-routes.ts';
import { invitationRoutes } from './team/invitation-routes.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Company area (issue #13): the companies an analyst works for, their vacancies and settings, and
 * the selection pipeline. Every route of this host is an analyst's (a candidate gets 403) and
 * answers no shared cache; a route whose path names a company (`{companyId}`) answers 404 unless
 * the analyst is linked to it. Both are hooks of the host, so a route added here is scoped without
 * having to remember it.
 */
export const analystRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  analystScope(app, services);
  // Vacancies, companies, brands and their settings change only here: a write changes the data's
  // version, which every in-process cache follows (kept answers, card rows, kept pages), before the
  // analyst gets its answer, so the analyst reads it back fresh.
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method)) services.dataVersion.changed();
  });
  await app.register(companyRoutes, { services });
  await app.register(applicantsRoutes, { services });
  await app.register(vacancyRoutes, { services });
  await app.register(settingsRoutes, { services });
  await app.register(brandRoutes, { services });
  await app.register(logoUploadRoutes, { services });
  await app.register(invitationRoutes, { services });
  await app.register(referralListRoutes, { services });
};
