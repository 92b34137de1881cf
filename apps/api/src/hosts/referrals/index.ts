import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentTypesRoutes } from '../../referrals/document-types-route.ts';
import { referralRoutes } from '../../referrals/referral-routes.ts';
import type { HostOptions } from '../../services/app-services.ts';

/** Referrals host: referral settings and submissions, vacancies per company, document types. */
export const referralsHost: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  await app.register(documentTypesRoutes, { services });
  await app.register(referralRoutes, { services });
};
