import { translate } from '@camello/domain';
import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { requestLocale } from '../../infrastructure/locale.ts';
import { hashPassword, verifyPassword } from '../../security/passwords.ts';
import { limitRequests, rateLimitRules } from '../../security/rate-limit.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { clearSessionCookies, cookiesSecure, REFRESH_COOKIE, setSessionCookies } from './session-cookies.ts';
import type { SessionTokens } from './sessions.ts';

// Checked when the account does not exist, so that a wrong e-mail costs as long as a wrong password.
const unknownAccountHash = await hashPassword(crypto.randomUUID());

const answer = ({ user }: SessionTokens) => ({ user: { id: user.id, role: user.role, email: user.email } });

/** Sign-in, refresh and sign-out; the tokens travel only in HttpOnly cookies. */
export const sessionRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { sessions, repositories, rateLimiter, now, publicOrigin } = services;

  declaredRoute(
    app,
    calls.auth.session,
    {
      schema: {
        tags: ['auth'],
        summary: 'Inicia sesión (cuerpo de formulario) o renueva la sesión con la cookie (sin cuerpo)',
      },
      preHandler: limitRequests(rateLimiter, [
        {
          rule: rateLimitRules.signInPerAccount,
          subjectOf: (request) => (request.body as { username?: string } | undefined)?.username,
        },
        { rule: rateLimitRules.signInPerIp, subjectOf: (request) => (request.body ? request.ip : undefined) },
      ]),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const secure = cookiesSecure(request, publicOrigin);
      const client = { userAgent: request.headers['user-agent'], ipAddress: request.ip };
      if (!request.body) {
        const refreshToken = request.cookies[REFRESH_COOKIE];
        const tokens = refreshToken ? await sessions.refresh(refreshToken, client) : null;
        if (!tokens) {
          clearSessionCookies(reply, secure);
          throw httpError(401, 'apiError.sessionExpired');
        }
        setSessionCookies(reply, tokens, secure);
        return answer(tokens);
      }
      const { username, password } = request.body;
      const user = await repositories.users.byEmail(username);
      const matches = await verifyPassword(user?.passwordHash ?? unknownAccountHash, password);
      if (!user || !matches || user.disabledAt) throw httpError(401, 'apiError.invalidCredentials');
      if (!user.emailVerifiedAt) throw httpError(403, 'apiError.emailNotVerified');
      await repositories.users.recordSignIn(user.id, now());
      const tokens = await sessions.start(user, client);
      setSessionCookies(reply, tokens, secure);
      return answer(tokens);
    },
  );

  declaredRoute(
    app,
    calls.auth.logout,
    {
      schema: { tags: ['auth'], summary: 'Cierra la sesión' },
    },
    async (request, reply) => {
      const refreshToken = request.cookies[REFRESH_COOKIE];
      if (refreshToken) await sessions.end(refreshToken);
      clearSessionCookies(reply, cookiesSecure(request, publicOrigin));
      reply.header('cache-control', 'private, no-store');
      return { message: translate(requestLocale(request), 'auth.signedOut') };
    },
  );
};
