import { documentTypeSchema, documentTypesQuerySchema } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HostOptions } from '../services/app-services.ts';

/** Identity document kinds for the referral form (spec §7: GET /v1/document-types). */
export const documentTypesRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  app.get(
    '/v1/document-types',
    {
      schema: {
        tags: ['referrals'],
        summary: 'Tipos de documento de identidad',
        querystring: documentTypesQuerySchema,
        response: { 200: z.array(documentTypeSchema) },
      },
    },
    async (request) => repositories.documentTypes.list(request.query.country),
  );
};
