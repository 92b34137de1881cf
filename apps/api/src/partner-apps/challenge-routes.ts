import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookiesSecure, hashToken, newToken, setSessionCookies } from '../accounts/index.ts';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { limitRequests, rateLimitRules } from '../security/rate-limit.ts';
import type { HostOptions } from '../services/app-services.ts';

/** A challenge is handed over in a redirect right away: it needs to live only a little. */
const CHALLENGE_TTL_SECONDS = 120;

const noStore = { 'cache-control': 'private, no-store' };

/**
 * One-time challenges hand a candidate's browser over to Camello signed in: a partner app holding
 * their bearer token mints one (`POST /v2/oauth2/xtoken`) and sends the browser to the site with
 * it; the site exchanges it, once, for a session of its own (`GET /v2/oauth2/secure`, which sets
 * the session cookies); `DELETE /v2/oauth2/xtoken/{challenge}` revokes one that was not used.
 */
export const challengeRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, rateLimiter, sessions, now, publicOrigin } = services;
  const { authTokens, users } = repositories;

  declaredRoute(
    app,
    calls.auth.createChallenge,
    {
      schema: {
        tags: ['auth'],
        summary: 'Crea un desafío de un solo uso para que el navegador del candidato entre a Camello',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      // A bearer token only: a page of the site itself has its session already.
      if (!request.user || !request.headers.authorization?.startsWith('Bearer '))
        throw httpError(401, 'apiError.bearerRequired');
      const challenge = newToken();
      const at = now();
      await authTokens.insert(
        {
          userId: request.user.id,
          kind: 'challenge',
          tokenHash: hashToken(challenge),
          expiresAt: new Date(at.getTime() + CHALLENGE_TTL_SECONDS * 1000),
        },
        at,
      );
      return reply.status(201).headers(noStore).send({ challenge, expiresIn: CHALLENGE_TTL_SECONDS });
    },
  );

  declaredRoute(
    app,
    calls.auth.redeemChallenge,
    {
      schema: {
        tags: ['auth'],
        summary: 'Cambia un desafío de un solo uso por la sesión de su usuario (cookies de sesión)',
      },
      preHandler: limitRequests(rateLimiter, [
        { rule: rateLimitRules.challengeExchangePerIp, subjectOf: (request) => request.ip },
      ]),
    },
    async (request, reply) => {
      reply.headers(noStore);
      const userId = await authTokens.consume('challenge', hashToken(request.query.challenge), now());
      const user = userId ? await users.byId(userId) : undefined;
      if (!user || user.disabledAt || !user.emailVerifiedAt)
        throw httpError(401, 'apiError.challengeInvalid');
      const tokens = await sessions.start(user, {
        userAgent: request.headers['user-agent'],
        ipAddress: request.ip,
      });
      setSessionCookies(reply, tokens, cookiesSecure(request, publicOrigin));
      return { user: { id: user.id, role: user.role, email: user.email } };
    },
  );

  declaredRoute(
    app,
    calls.auth.revokeChallenge,
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoca un desafío que no se usó',
      },
    },
    async (request, reply) => {
      // Whoever holds the challenge may void it; a used or expired one is void already.
      const revoked = await authTokens.consume('challenge', hashToken(request.params.challenge), now());
      reply.headers(noStore);
      return { revoked: revoked !== undefined };
    },
  );
};
