import { countrySchema } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HostOptions } from '../../../services/app-services.ts';

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
};
