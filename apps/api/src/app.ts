import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { registerRequestAuthentication } from './accounts/index.ts';
import { startAlertDelivery } from './alerts/index.ts';
import { mountHosts } from './hosts.ts';
import { registerApiErrorHandling } from './infrastructure/errors.ts';
import { registerLocaleVary } from './infrastructure/locale.ts';
import { registerOpenApi } from './infrastructure/openapi.ts';
import { parseQueryString } from './infrastructure/query-string.ts';
import { originFormOf, refuseConnect } from './infrastructure/request-line.ts';
import { registerRequestUser } from './infrastructure/request-user.ts';
import { registerSecurityHeaders } from './infrastructure/security-headers.ts';
import { apiValidatorCompiler } from './infrastructure/validator-compiler.ts';
import { type AppDependencies, createAppServices, type HostOptions } from './services/app-services.ts';

/** The API as a Fastify plugin, mounted under `/api`: the capabilities' routes under the spec's host prefixes. */
export async function apiPlugin(app: FastifyInstance, { services }: HostOptions): Promise<void> {
  app.setValidatorCompiler(apiValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerApiErrorHandling(app);
  registerLocaleVary(app);
  registerRequestUser(app);
  await registerRequestAuthentication(app, services);
  await registerOpenApi(app);
  await mountHosts(app, { services });
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Changes whenever what public pages show may have changed: the search index took in a change
     * of the database (from any instance), or a write went through this instance.
     */
    publicDataVersion: () => string;
  }
}

/**
 * The root server: qs-style query strings, JSON logs, request ids, absolute-form targets read as
 * their path, CONNECT refused; the API lives under `/api`.
 */
export async function createServer(
  deps: AppDependencies,
  options: Pick<FastifyServerOptions, 'logger' | 'loggerInstance' | 'trustProxy'> = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    loggerInstance: options.loggerInstance,
    // `X-Forwarded-For` names the visitor only when a proxy we trust sent it: by default the web
    // app's own calls (loopback), which forward the address of the page request they serve.
    trustProxy: options.trustProxy ?? 'loopback',
    routerOptions: { querystringParser: parseQueryString, maxParamLength: 500 },
    bodyLimit: 1_048_576,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    rewriteUrl: (request) => originFormOf(request.url ?? '/'),
  });
  refuseConnect(app.server);
  const services = await createAppServices(deps, (error) =>
    app.log.error({ err: error }, 'search index refresh failed'),
  );
  app.addHook('onClose', () => services.search.close());
  app.decorate('publicDataVersion', services.dataVersion.version);
  const { queue, mailer } = services;
  if (queue && mailer) await startAlertDelivery(queue, { ...services, mailer }, { cron: deps.alertsCron });
  await registerSecurityHeaders(app);
  await app.register(apiPlugin, { prefix: '/api', services });
  return app;
}
