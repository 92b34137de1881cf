import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostServices } from '../host-services.ts';
import { documentTypesRoutes } from './document-types/document-types-route.ts';

/** Referrals host: referral settings and submissions, vacancies per company, document types. */
export const referralsHost: FastifyPluginAsyncZod<HostServices> = async (app, { db, now }) => {
  await app.register(documentTypesRoutes, { db, now });
};
