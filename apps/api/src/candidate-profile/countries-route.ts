import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import type { HostOptions } from '../services/app-services.ts';

/** Countries where the job board operates (spec §7: GET /v1/countries/active). */
export const countriesRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  declaredRoute(
    app,
    calls.profile.countries,
    {
      schema: {
        tags: ['profile'],
        summary: 'Países activos',
      },
    },
    async () => repositories.countries.listActive(),
  );

  // The same list under the public path the referral form of spec §7 calls.
  declaredRoute(
    app,
    calls.profile.publicCountries,
    {
      schema: {
        tags: ['profile'],
        summary: 'Países activos (ruta pública del formulario de referidos)',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return repositories.countries.listActive();
    },
  );
};
