import type { Db } from '@camello/db';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { analystHost } from './hosts/analyst/index.ts';
import { authHost } from './hosts/auth/index.ts';
import { jobsHost } from './hosts/jobs/index.ts';
import { profileHost } from './hosts/profile/index.ts';
import { referralsHost } from './hosts/referrals/index.ts';
import { systemRoutes } from './hosts/system.ts';
import { registerApiErrorHandling } from './infrastructure/errors.ts';
import { registerOpenApi } from './infrastructure/openapi.ts';
import { parseQueryString } from './infrastructure/query-string.ts';
import { registerSecurityHeaders } from './infrastructure/security-headers.ts';

export type AppDependencies = { db: Db; now?: () => Date };

/** The API as a Fastify plugin, mounted under `/api`: one child plugin per spec host. */
export async function apiPlugin(app: FastifyInstance, deps: AppDependencies): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerApiErrorHandling(app);
  await registerOpenApi(app);
  const services = { db: deps.db, now: deps.now ?? (() => new Date()) };
  await app.register(systemRoutes, services);
  await app.register(authHost, { prefix: '/auth', ...services });
  await app.register(profileHost, { prefix: '/profile', ...services });
  await app.register(jobsHost, { prefix: '/jobs', ...services });
  await app.register(referralsHost, { prefix: '/referrals', ...services });
  await app.register(analystHost, { prefix: '/analyst', ...services });
}

/** The root server: qs-style query strings, JSON logs, request ids; the API lives under `/api`. */
export async function createServer(
  deps: AppDependencies,
  options: Pick<FastifyServerOptions, 'logger' | 'loggerInstance'> = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    loggerInstance: options.loggerInstance,
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 500 },
    bodyLimit: 1_048_576,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  });
  await registerSecurityHeaders(app);
  await app.register(apiPlugin, { prefix: '/api', ...deps });
  return app;
}
