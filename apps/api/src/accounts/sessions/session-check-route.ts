import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { REFRESH_COOKIE } from './session-cookies.ts';

const notAuthenticated = { isAuthenticated: false as const, user: null };

/**
 * GET /v1/health/oauth-check: who the request acts for, from `request.user`, with what the
 * signed-in header shows of them (name, e-mail, title, avatar); for a request that is not signed
 * in but carries a refresh cookie, that renewing the session may sign it in.
 */
export const sessionCheckRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  declaredRoute(
    app,
    calls.auth.sessionCheck,
    {
      schema: {
        tags: ['auth'],
        summary: 'Si la petición trae una sesión, y de quién',
      },
    },
    async (request, reply) => {
      // One person's answer: no shared cache may keep it.
      reply.header('cache-control', 'private, no-store');
      const person = request.user && (await repositories.users.sessionPerson(request.user.id));
      if (person) return { isAuthenticated: true as const, user: person };
      return request.cookies[REFRESH_COOKIE]
        ? { ...notAuthenticated, renewable: true as const }
        : notAuthenticated;
    },
  );
};
