import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clearSessionCookies, cookiesSecure } from '../accounts/index.ts';
import { acceptingClientOf } from '../infrastructure/accepting-client.ts';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { candidatesOnly } from '../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { requireRole, signedInUserOf } from '../infrastructure/request-user.ts';
import { verifyPassword } from '../security/passwords.ts';
import { limitRequests, rateLimitRules } from '../security/rate-limit.ts';
import type { HostOptions } from '../services/app-services.ts';

/**
 * A candidate's rights over their data (Ley 1581 de 2012): a copy of all of it
 * (`GET /v1/candidate/personal-data`), taking back a consent (`POST /v1/candidate/consents/withdraw`)
 * and deleting the account (`POST /v1/candidate/account-deletion`, with the password again).
 */
export const personalDataRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories, sessions, now, rateLimiter, publicOrigin } },
) => {
  declaredRoute(
    app,
    calls.profile.personalData,
    {
      schema: {
        tags: ['profile'],
        summary: 'Todo lo que Camello guarda sobre el candidato, para descargar (Ley 1581)',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request, reply) => {
      const at = now();
      const found = await repositories.personalData.exportOf(signedInUserOf(request).id, at);
      if (!found) throw httpError(404, 'apiError.notFound');
      reply.header(
        'content-disposition',
        `attachment; filename="camello-mis-datos-${at.toISOString().slice(0, 10)}.json"`,
      );
      return found;
    },
  );

  declaredRoute(
    app,
    calls.profile.withdrawConsent,
    {
      schema: {
        tags: ['profile'],
        summary: 'Retirar la aceptación de los términos o de la política de datos (Ley 1581)',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => ({
      withdrawn: await repositories.personalData.withdrawConsent(
        signedInUserOf(request).id,
        request.body.kind,
        now(),
        acceptingClientOf(request),
      ),
    }),
  );

  declaredRoute(
    app,
    calls.profile.deleteAccount,
    {
      schema: {
        tags: ['profile'],
        summary: 'Eliminar la cuenta y los datos del candidato; sus postulaciones quedan anónimas (Ley 1581)',
        security: SESSION_SECURITY,
      },
      onRequest: candidatesOnly.onRequest,
      // The password is asked again: the same limit per account as signing in.
      preHandler: [
        requireRole('candidate'),
        limitRequests(rateLimiter, [
          { rule: rateLimitRules.signInPerAccount, subjectOf: (request) => request.user?.id },
        ]),
      ],
    },
    async (request, reply) => {
      const { id: userId } = signedInUserOf(request);
      const user = await repositories.users.byId(userId);
      if (!user || !(await verifyPassword(user.passwordHash, request.body.password)))
        throw httpError(400, 'apiError.wrongPassword');
      const applicationsAnonymised = await repositories.personalData.deleteAccount(userId, now());
      if (applicationsAnonymised === null) throw httpError(404, 'apiError.notFound');
      // Its sessions went with the account; this process must not take them as live a moment longer.
      await sessions.endAllOfUser(userId);
      clearSessionCookies(reply, cookiesSecure(request, publicOrigin));
      return { deleted: true as const, applicationsAnonymised };
    },
  );
};
