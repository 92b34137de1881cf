import {
  citySearchResultSchema,
  occupationSearchQuerySchema,
  occupationSearchResultSchema,
  placeSearchQuerySchema,
} from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HostOptions } from '../services/app-services.ts';

/**
 * `GET /v1/cities/search` (spec §7, "Referrals, places and others") and `GET /v1/occupations/search`:
 * the cities and occupations a form searches by name (résumé, referrals). Public catalogue data.
 */
export const catalogSearchRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  app.get(
    '/v1/cities/search',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Buscar ciudades por nombre',
        querystring: placeSearchQuerySchema,
        response: { 200: z.array(citySearchResultSchema) },
      },
    },
    async (request) => repositories.resumeOptions.searchCities(request.query),
  );

  app.get(
    '/v1/occupations/search',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Buscar ocupaciones por cargo',
        querystring: occupationSearchQuerySchema,
        response: { 200: z.array(occupationSearchResultSchema) },
      },
    },
    async (request) => repositories.resumeOptions.searchOccupations(request.query),
  );
};
