import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { neverShared } from '../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { requireUser, signedInUserOf } from '../infrastructure/request-user.ts';
import type { HostOptions } from '../services/app-services.ts';
import { hashToken } from './sessions/sessions.ts';

/**
 * The invitee's side of an analyst invitation (issue #13): what the link's page shows before they
 * sign in or up, and accepting it, which links their account to the company. Tokens travel in the
 * body, never in a logged URL; an unknown, used, cancelled or expired one is a 410 with its reason.
 */
export const analystInvitationRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, now } = services;

  declaredRoute(
    app,
    calls.auth.previewInvitation,
    {
      schema: {
        tags: ['auth'],
        summary: 'La empresa y el correo de una invitación de analista vigente',
      },
      onRequest: neverShared,
    },
    async (request) => {
      const preview = await repositories.analystInvitations.preview(hashToken(request.body.token), now());
      if (!preview) throw httpError(410, 'apiError.invitationInvalid');
      return preview;
    },
  );

  declaredRoute(
    app,
    calls.auth.acceptInvitation,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Aceptar una invitación de analista con la cuenta de su correo: queda vinculada a la empresa (una sola vez)',
        security: SESSION_SECURITY,
      },
      onRequest: neverShared,
      preHandler: requireUser,
    },
    async (request) => {
      const outcome = await repositories.analystInvitations.accept(
        hashToken(request.body.token),
        signedInUserOf(request).id,
        now(),
      );
      if (outcome.kind === 'invalid') throw httpError(410, 'apiError.invitationInvalid');
      if (outcome.kind === 'otherEmail') throw httpError(403, 'apiError.invitationOtherEmail');
      return { companySlug: outcome.companySlug, companyName: outcome.companyName };
    },
  );
};
