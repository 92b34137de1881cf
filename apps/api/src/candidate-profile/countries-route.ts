import { countrySchema } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HostOptions } from '../services/app-services.ts';

/** Countries where the job board operates (spec §7: GET /v1/countries/active). */
export const countriesRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  app.get(
    '/v1/countries/active',
    {
      schema: {
        tags: ['profile'],
        summary: 'Países activos',
        response: { 200: z.array(countrySchema) },
      },
    },
    async () => repositories.countries.listActive(),
  );

  // The same list under the public path the referral form of spec §7 calls.
  app.get(
    '/v1/public/countries/active',
    {
      schema: {
        tags: ['profile'],
        summary: 'Países activos (ruta pública del formulario de referidos)',
        response: { 200: z.array(countrySchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return repositories.countries.listActive();
    },
  );
};
