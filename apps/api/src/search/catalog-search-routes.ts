import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import type { HostOptions } from '../services/app-services.ts';

/**
 * `GET /v1/cities/search` (spec §7, "Referrals, places and others") and `GET /v1/occupations/search`:
 * the cities and occupations a form searches by name (résumé, referrals). Public catalogue data.
 */
export const catalogSearchRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  declaredRoute(
    app,
    calls.jobs.searchCities,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Buscar ciudades por nombre',
      },
    },
    async (request) => repositories.resumeOptions.searchCities(request.query),
  );

  declaredRoute(
    app,
    calls.jobs.searchOccupations,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Buscar ocupaciones por cargo',
      },
    },
    async (request) => repositories.resumeOptions.searchOccupations(request.query),
  );
};
