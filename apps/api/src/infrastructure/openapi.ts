import { SESSION_COOKIES } from '@camello/domain/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * The `security` of a route that needs a session: the access token as a bearer token or in the
 * `access_token` cookie. The security suites sign in for the operations that declare it.
 */
export const SESSION_SECURITY: { [scheme: string]: string[] }[] = [{ bearerAuth: [] }, { cookieAuth: [] }];

/** The OpenAPI document is generated from the same zod schemas that validate every route. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Camello API',
        description: 'API pública y privada de Camello, la bolsa de empleo de código abierto.',
        version: '1.0.0',
      },
      tags: [
        { name: 'auth', description: 'Sesiones y autorización' },
        { name: 'profile', description: 'Perfil del candidato' },
        { name: 'jobs', description: 'Vacantes, búsqueda y filtros' },
        { name: 'referrals', description: 'Referidos' },
        { name: 'analyst', description: 'Área de empresas' },
        { name: 'system', description: 'Salud del servicio' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIES.access },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas given an id (`.meta({ id })`, e.g. the recursive filter) become components.
    transformObject: jsonSchemaTransformObject,
  });
  // Without indexPrefix, the page at /api/docs (no trailing slash) links its assets at /docs/static.
  await app.register(swaggerUi, { routePrefix: '/docs', indexPrefix: app.prefix });
}
