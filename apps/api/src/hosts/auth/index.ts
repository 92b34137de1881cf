import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostOptions } from '../../services/app-services.ts';

/**
 * Auth host: session checks, OAuth-style flows, sign-up and password reset. Its routes arrive
 * with the accounts-and-sessions issue; the prefix is reserved here so the host map is stable.
 */
export const authHost: FastifyPluginAsyncZod<HostOptions> = async () => {};
