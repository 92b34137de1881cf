import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostServices } from '../host-services.ts';
import { countriesRoutes } from './countries/countries-route.ts';

/** Profile host: candidate profile, terms, registration checks, countries, books. */
export const profileHost: FastifyPluginAsyncZod<HostServices> = async (app, { db, now }) => {
  await app.register(countriesRoutes, { db, now });
};
