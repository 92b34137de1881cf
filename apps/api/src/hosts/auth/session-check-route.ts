import { sessionCheckSchema } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /v1/health/oauth-check: who the request acts for, from `request.user`. */
export const sessionCheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/health/oauth-check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Si la petición trae una sesión, y de quién',
        response: { 200: sessionCheckSchema },
      },
    },
    async (request, reply) => {
      // One person's answer: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return request.user
        ? { isAuthenticated: true as const, user: request.user }
        : { isAuthenticated: false as const, user: null };
    },
  );
};
