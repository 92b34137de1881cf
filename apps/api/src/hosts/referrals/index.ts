import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostOptions } from '../../services/app-services.ts';
import { documentTypesRoutes } from './document-types/document-types-route.ts';
import { referralRoutes } from './referral-routes.ts';

/** Referrals host: referral settings and submissions, vacancies per company, document types. */
export const referralsHost: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  await app.register(documentTypesRoutes, { services });
  await app.register(referralRoutes, { services });
};
