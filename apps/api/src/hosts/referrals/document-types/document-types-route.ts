import { COUNTRY_CODES } from '@camello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HostServices } from '../../host-services.ts';
import { listDocumentTypes } from './document-types-repository.ts';

const documentTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
});

/** Identity document kinds for the referral form (spec §7: GET /v1/document-types). */
export const documentTypesRoutes: FastifyPluginAsyncZod<HostServices> = async (app, { db }) => {
  app.get(
    '/v1/document-types',
    {
      schema: {
        tags: ['referrals'],
        summary: 'Tipos de documento de identidad',
        querystring: z.strictObject({ country: z.enum(COUNTRY_CODES).optional() }),
        response: { 200: z.array(documentTypeSchema) },
      },
    },
    async (request) => listDocumentTypes(db, request.query.country),
  );
};
