import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken, newToken } from '../../accounts/index.ts';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { requestLocale } from '../../infrastructure/locale.ts';
import { SESSION_SECURITY } from '../../infrastructure/openapi.ts';
import { signedInUserOf } from '../../infrastructure/request-user.ts';
import { analystInvitationMail } from '../../mail/analyst-invitation-mail.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { companyOf } from '../analyst-scope.ts';

/** How long an invitation's link lives. */
const INVITATION_VALID_DAYS = 7;

/**
 * Invitations of other analysts to the company by e-mail (issue #13): send (again), list the
 * pending ones, cancel. Accepting one is the invitee's, on the auth host.
 */
export const invitationRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, now, outbox } = services;
  const { analystInvitations } = repositories;

  declaredRoute(
    app,
    calls.analyst.invitations,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Las invitaciones pendientes de otros analistas a la empresa',
        security: SESSION_SECURITY,
      },
    },
    async (request) => ({ invitations: await analystInvitations.pendingOf(companyOf(request).id, now()) }),
  );

  declaredRoute(
    app,
    calls.analyst.invite,
    {
      schema: {
        tags: ['analyst'],
        summary:
          'Invitar a otro analista por correo; invitar otra vez al mismo correo renueva la invitación pendiente',
        security: SESSION_SECURITY,
      },
    },
    async (request, reply) => {
      const company = companyOf(request);
      const inviter = signedInUserOf(request);
      const email = request.body.email.trim().toLowerCase();
      if (await analystInvitations.isLinked(company.id, email))
        throw httpError(409, 'apiError.alreadyInCompany');
      if (!outbox) throw new Error('no outbox is configured for invitation e-mails');
      const token = newToken();
      const at = now();
      const invitationId = await analystInvitations.upsert(
        {
          companyId: company.id,
          email,
          tokenHash: hashToken(token),
          invitedById: inviter.id,
          expiresAt: new Date(at.getTime() + INVITATION_VALID_DAYS * 86_400_000),
        },
        at,
      );
      const message = analystInvitationMail({
        locale: requestLocale(request),
        to: email,
        inviterName: await repositories.users.firstNameOf(inviter.id),
        companyName: company.name,
        token,
        origin: services.publicOrigin ?? `${request.protocol}://${request.host}`,
        validDays: INVITATION_VALID_DAYS,
      });
      // Keyed by the token: a renewed invitation is a new e-mail, a retried enqueue is not.
      await outbox.send(message, `analyst-invitation:${invitationId}:${hashToken(token)}`);
      return reply.status(201).send({ invitations: await analystInvitations.pendingOf(company.id, at) });
    },
  );

  declaredRoute(
    app,
    calls.analyst.cancelInvitation,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Cancelar una invitación pendiente: su enlace deja de servir',
        security: SESSION_SECURITY,
      },
    },
    async (request) => {
      if (!(await analystInvitations.cancel(companyOf(request).id, request.params.invitationId)))
        throw httpError(404, 'apiError.invitationNotFound');
      return { cancelled: true as const };
    },
  );
};
