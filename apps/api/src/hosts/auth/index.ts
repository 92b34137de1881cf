import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostOptions } from '../../services/app-services.ts';
import { sessionCheckRoutes } from './session-check-route.ts';

/**
 * Auth host: session checks, OAuth-style flows, sign-up and password reset. The session check
 * answers from `request.user`; signing in, and so filling it, arrives with the accounts issue.
 */
export const authHost: FastifyPluginAsyncZod<HostOptions> = async (app) => {
  await app.register(sessionCheckRoutes);
};
