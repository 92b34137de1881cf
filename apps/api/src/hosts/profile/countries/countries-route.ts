import { countrySchema } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HostServices } from '../../host-services.ts';
import { listActiveCountries } from './countries-repository.ts';

/** Countries where the job board operates (spec §7: GET /v1/countries/active). */
export const countriesRoutes: FastifyPluginAsyncZod<HostServices> = async (app, { db }) => {
  app.get(
    '/v1/countries/active',
    {
      schema: {
        tags: ['profile'],
        summary: 'Países activos',
        response: { 200: z.array(countrySchema) },
      },
    },
    async () => listActiveCountries(db),
  );
};
