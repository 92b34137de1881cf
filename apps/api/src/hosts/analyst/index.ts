import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostOptions } from '../../services/app-services.ts';

/**
 * Company area (not in the spec's call list): vacancy management and the selection pipeline
 * for analysts linked to a company. Its routes arrive with the analyst-area issue; the prefix
 * is reserved here so that the host map of DESIGN.md is stable.
 */
export const analystHost: FastifyPluginAsyncZod<HostOptions> = async () => {};
