import { calls, routeUrl } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostOptions } from '../services/app-services.ts';

/** Identity document kinds for the referral form (spec §7: GET /v1/document-types). */
export const documentTypesRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  app.get(
    routeUrl(app.prefix, calls.referrals.documentTypes),
    {
      schema: {
        tags: ['referrals'],
        summary: 'Tipos de documento de identidad',
        querystring: calls.referrals.documentTypes.query,
        response: calls.referrals.documentTypes.responses,
      },
    },
    async (request) => repositories.documentTypes.list(request.query.country),
  );
};
