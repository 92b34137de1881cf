import { calls, routeUrl } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
    routeUrl(app.prefix, calls.jobs.searchCities),
    {
      schema: {
        tags: ['jobs'],
        summary: 'Buscar ciudades por nombre',
        querystring: calls.jobs.searchCities.query,
        response: calls.jobs.searchCities.responses,
      },
    },
    async (request) => repositories.resumeOptions.searchCities(request.query),
  );

  app.get(
    routeUrl(app.prefix, calls.jobs.searchOccupations),
    {
      schema: {
        tags: ['jobs'],
        summary: 'Buscar ocupaciones por cargo',
        querystring: calls.jobs.searchOccupations.query,
        response: calls.jobs.searchOccupations.responses,
      },
    },
    async (request) => repositories.resumeOptions.searchOccupations(request.query),
  );
};
