import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import type { HostOptions } from '../services/app-services.ts';

/** Identity document kinds for the referral form (spec §7: GET /v1/document-types). */
export const documentTypesRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  declaredRoute(
    app,
    calls.referrals.documentTypes,
    {
      schema: {
        tags: ['referrals'],
        summary: 'Tipos de documento de identidad',
      },
    },
    async (request) => repositories.documentTypes.list(request.query.country),
  );
};
