import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { limitRequests, rateLimitRules } from '../../security/rate-limit.ts';
import type { HostOptions } from '../../services/app-services.ts';

/**
 * Spec §7: `POST /v2/register/verify-alert-user` (e-mail and phone; a boolean): whether the
 * visitor creating a public alert already has an account, so the page can offer to sign in and
 * keep the alert with the account. Limited per IP like the e-mail check of sign-up.
 */
export const verifyAlertUserRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories, rateLimiter } },
) => {
  declaredRoute(
    app,
    calls.profile.verifyAlertUser,
    {
      schema: {
        tags: ['profile'],
        summary: 'Dice si quien crea una alerta sin cuenta ya tiene una cuenta con ese correo',
      },
      preHandler: limitRequests(rateLimiter, [
        { rule: rateLimitRules.emailCheckPerIp, subjectOf: (request) => request.ip },
      ]),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return (await repositories.users.byEmail(request.body.email)) !== undefined;
    },
  );
};
