import { randomBytes } from 'node:crypto';
import type { Db } from '@camello/db';
import { encodeForwardUrl, paths, translate } from '@camello/domain';
import { calls, LEGAL_TEXT_KINDS } from '@camello/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptingClientOf } from '../../infrastructure/accepting-client.ts';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { requestLocale } from '../../infrastructure/locale.ts';
import { accountMail } from '../../mail/account-mail.ts';
import { hashPassword } from '../../security/passwords.ts';
import { limitRequests, rateLimitRules } from '../../security/rate-limit.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { hashToken } from '../sessions/sessions.ts';
import type { UserRow } from '../users-repository.ts';
import type { AuthTokenKind } from './auth-tokens-repository.ts';

const VERIFICATION_MINUTES = 24 * 60;
const RESET_MINUTES = 30;

const emailOf = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email;

/** Sign-up, e-mail confirmation and password reset: the account e-mails and their tokens. */
export const accountRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { db, repositories, rateLimiter, now, outbox, sessions } = services;

  /** Stores a single-use token for `user` and e-mails its link. */
  async function sendLink(
    request: FastifyRequest,
    user: UserRow,
    name: string | null,
    kind: Exclude<AuthTokenKind, 'challenge'>,
    forwardPath?: string,
  ) {
    const token = randomBytes(32).toString('base64url');
    const minutes = kind === 'email_verification' ? VERIFICATION_MINUTES : RESET_MINUTES;
    const at = now();
    const tokenHash = hashToken(token);
    await repositories.authTokens.insert(
      {
        userId: user.id,
        kind,
        tokenHash,
        expiresAt: new Date(at.getTime() + minutes * 60_000),
      },
      at,
    );
    if (!outbox) throw new Error('no mailer is configured');
    const verify = kind === 'email_verification';
    // Through the queue: an SMTP server that fails delays the link, never loses it.
    await outbox.send(
      accountMail(verify ? 'verifyEmail' : 'passwordReset', {
        locale: requestLocale(request),
        to: user.email,
        name,
        origin: services.publicOrigin ?? `${request.protocol}://${request.host}`,
        path: verify
          ? paths.confirmEmail(token, forwardPath && encodeForwardUrl(forwardPath))
          : paths.resetPassword(token),
        validMinutes: minutes,
      }),
      `${kind}:${tokenHash}`,
    );
  }

  /**
   * The proof of a sign-up's consent (Ley 1581; Decreto 1377, art. 8): the versions of the terms
   * and of the data policy in force, when, from which address and browser. No account without it.
   */
  async function recordConsent(request: FastifyRequest, userId: string, tx: Db) {
    const accepted = await repositories.legalTexts.acceptInForce(
      userId,
      now(),
      acceptingClientOf(request),
      tx,
    );
    if (accepted.length !== LEGAL_TEXT_KINDS.length)
      throw new Error(
        `sign-up needs every legal text in force, found only: ${accepted.join(', ') || 'none'}`,
      );
  }

  const message = (request: FastifyRequest, key: Parameters<typeof translate>[1]) => ({
    message: translate(requestLocale(request), key),
  });

  declaredRoute(
    app,
    calls.auth.register,
    {
      schema: {
        tags: ['auth'],
        summary: 'Crea la cuenta de un candidato y le envía el correo de confirmación',
      },
      preHandler: limitRequests(rateLimiter, [
        { rule: rateLimitRules.signUpPerIp, subjectOf: (request) => request.ip },
        { rule: rateLimitRules.emailPerAddress, subjectOf: emailOf },
      ]),
    },
    async (request, reply) => {
      const { email, password, firstName, lastName, forwardUrl } = request.body;
      if (await repositories.users.byEmail(email)) throw httpError(409, 'apiError.emailTaken');
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const created = await repositories.users.insert({ email, passwordHash, role: 'candidate' }, tx);
        await repositories.users.insertCandidateProfile(created.id, { firstName, lastName }, tx);
        await recordConsent(request, created.id, tx);
        return created;
      });
      await sendLink(request, user, firstName, 'email_verification', forwardUrl);
      return reply.status(201).send(message(request, 'auth.signedUp'));
    },
  );

  declaredRoute(
    app,
    calls.auth.confirmEmail,
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirma el correo con el token del mensaje de verificación',
      },
    },
    async (request) => {
      const at = now();
      const userId = await repositories.authTokens.consume(
        'email_verification',
        hashToken(request.body.token),
        at,
      );
      if (!userId) throw httpError(400, 'apiError.invalidLink');
      await repositories.users.markEmailVerified(userId, at);
      return message(request, 'auth.emailConfirmed');
    },
  );

  declaredRoute(
    app,
    calls.auth.resendConfirmation,
    {
      schema: {
        tags: ['auth'],
        summary: 'Envía otro enlace de confirmación, si el correo tiene una cuenta sin confirmar',
      },
      preHandler: limitRequests(rateLimiter, [
        { rule: rateLimitRules.confirmationResendPerIp, subjectOf: (request) => request.ip },
        { rule: rateLimitRules.emailPerAddress, subjectOf: emailOf },
      ]),
    },
    async (request) => {
      // The same answer whether the e-mail has no account, a confirmed one or one to confirm.
      const user = await repositories.users.byEmail(request.body.email);
      if (user && !user.disabledAt && !user.emailVerifiedAt) {
        const name = await repositories.users.firstNameOf(user.id);
        await sendLink(request, user, name, 'email_verification', request.body.forwardUrl);
      }
      return message(request, 'auth.confirmationResent');
    },
  );

  declaredRoute(
    app,
    calls.auth.forgotPassword,
    {
      schema: {
        tags: ['auth'],
        summary: 'Envía un enlace para cambiar la contraseña, si el correo tiene cuenta',
      },
      preHandler: limitRequests(rateLimiter, [
        { rule: rateLimitRules.passwordResetPerIp, subjectOf: (request) => request.ip },
        { rule: rateLimitRules.passwordResetPerAccount, subjectOf: emailOf },
      ]),
    },
    async (request) => {
      // The same answer whether or not the e-mail has an account.
      const user = await repositories.users.byEmail(request.body.email);
      if (user && !user.disabledAt)
        await sendLink(request, user, await repositories.users.firstNameOf(user.id), 'password_reset');
      return message(request, 'auth.resetRequested');
    },
  );

  declaredRoute(
    app,
    calls.auth.resetPassword,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Cambia la contraseña con el token del correo (lo que también confirma el correo) y cierra las demás sesiones',
      },
      preHandler: limitRequests(rateLimiter, [
        { rule: rateLimitRules.passwordResetPerIp, subjectOf: (request) => request.ip },
      ]),
    },
    async (request) => {
      const passwordHash = await hashPassword(request.body.password);
      const userId = await db.transaction(async (tx) => {
        const owner = await repositories.authTokens.consume(
          'password_reset',
          hashToken(request.body.token),
          now(),
          tx,
        );
        if (owner) {
          await repositories.users.setPassword(owner, passwordHash, tx);
          // The link reached the inbox: the address is confirmed, even if its first link expired.
          await repositories.users.markEmailVerified(owner, now(), tx);
        }
        return owner;
      });
      if (!userId) throw httpError(400, 'apiError.invalidLink');
      await sessions.endAllOfUser(userId);
      return message(request, 'auth.passwordChanged');
    },
  );
};
