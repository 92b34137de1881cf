import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostOptions } from '../../services/app-services.ts';
import { accountRoutes } from './account-routes.ts';
import { sessionCheckRoutes } from './session-check-route.ts';
import { sessionRoutes } from './session-routes.ts';

/**
 * Auth host: sign-up, e-mail confirmation, sign-in, refresh, sign-out, password reset and the
 * session check. The OAuth-style flows for partner apps are still to come (issue #11).
 */
export const authHost: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  await app.register(sessionCheckRoutes, { services });
  await app.register(sessionRoutes, { services });
  await app.register(accountRoutes, { services });
};
