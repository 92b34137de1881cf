import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { limitRequests, rateLimitRules } from '../../security/rate-limit.ts';
import type { HostOptions } from '../../services/app-services.ts';

/** Whether an e-mail is free for sign-up (spec §7: POST /v2/register/verify-email), limited per IP. */
export const verifyEmailRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories, rateLimiter } },
) => {
  declaredRoute(
    app,
    calls.profile.verifyEmail,
    {
      schema: {
        tags: ['profile'],
        summary: 'Dice si un correo está libre para crear una cuenta',
      },
      preHandler: limitRequests(rateLimiter, [
        { rule: rateLimitRules.emailCheckPerIp, subjectOf: (request) => request.ip },
      ]),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return (await repositories.users.byEmail(request.body.email)) === undefined;
    },
  );
};
