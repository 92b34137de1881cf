import { translate } from '@camello/domain';
import {
  type TokenErrorCode,
  tokenErrorSchema,
  tokenRequestSchema,
  tokenResponseSchema,
} from '@camello/domain/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { limitRequests, rateLimitRules } from '../../abuse/rate-limit.ts';
import { authenticateClient, basicCredentials } from '../../auth/partner-apps/partner-clients.ts';
import { verifierMatches } from '../../auth/partner-apps/pkce.ts';
import { hashToken } from '../../auth/sessions.ts';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../auth/tokens.ts';
import { requestLocale } from '../../infrastructure/locale.ts';
import type { HostOptions } from '../../services/app-services.ts';

/** RFC 6749 §5.2: `error` is the RFC's code, `error_description` (and `message`) say it in Spanish. */
function sendTokenError(request: FastifyRequest, reply: FastifyReply, code: TokenErrorCode) {
  const status = code === 'invalid_client' ? 401 : 400;
  if (status === 401) reply.header('www-authenticate', 'Basic realm="camello", charset="UTF-8"');
  const description = translate(requestLocale(request), `partnerApps.tokenError.${code}`);
  return reply
    .status(status)
    .headers({ 'cache-control': 'no-store', pragma: 'no-cache' })
    .send({ statusCode: status, error: code, error_description: description, message: description });
}

/**
 * POST /v2/oauth2/token: a partner app redeems an authorization code (authenticated with its id
 * and secret in HTTP Basic, proving PKCE) for a bearer access token of the candidate. A code works
 * once: a second try fails and revokes the session its first use started.
 */
export const tokenRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, rateLimiter, sessions, now } = services;
  const { oauthFlows, users } = repositories;
  const apiErrorHandler = app.errorHandler;

  app.post(
    '/v2/oauth2/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Una aplicación aliada cambia un código de autorización por un token de acceso',
        body: tokenRequestSchema.nullish(),
        response: { 200: tokenResponseSchema, 400: tokenErrorSchema, 401: tokenErrorSchema },
      },
      // A body that is no flat form (repeated or nested fields) is the RFC's invalid_request too.
      errorHandler(error, request, reply) {
        if (hasZodFastifySchemaValidationErrors(error))
          return sendTokenError(request, reply, 'invalid_request');
        return apiErrorHandler(error, request, reply);
      },
      preHandler: limitRequests(rateLimiter, [
        { rule: rateLimitRules.partnerTokenPerIp, subjectOf: (request) => request.ip },
        {
          rule: rateLimitRules.partnerTokenPerClient,
          subjectOf: (request) => basicCredentials(request.headers.authorization)?.clientId.slice(0, 100),
        },
      ]),
    },
    async (request, reply) => {
      const client = await authenticateClient(repositories, request.headers.authorization);
      if (!client) return sendTokenError(request, reply, 'invalid_client');
      const { grant_type, code, redirect_uri, code_verifier } = request.body ?? {};
      if (grant_type !== undefined && grant_type !== 'authorization_code')
        return sendTokenError(request, reply, 'unsupported_grant_type');
      if (!grant_type || !code || !redirect_uri || !code_verifier)
        return sendTokenError(request, reply, 'invalid_request');

      const codeHash = hashToken(code);
      const at = now();
      const redeemed = await oauthFlows.consumeCode(codeHash, client.id, at);
      if (!redeemed) {
        const issuedFamily = await oauthFlows.recordReplay(codeHash, client.id, at);
        if (issuedFamily) await sessions.endFamily(issuedFamily);
        return sendTokenError(request, reply, 'invalid_grant');
      }
      if (redeemed.redirectUri !== redirect_uri || !verifierMatches(code_verifier, redeemed.codeChallenge))
        return sendTokenError(request, reply, 'invalid_grant');
      const user = await users.byId(redeemed.userId);
      if (!user || user.disabledAt) return sendTokenError(request, reply, 'invalid_grant');

      const tokens = await sessions.start(user, {
        userAgent: request.headers['user-agent'],
        ipAddress: request.ip,
      });
      // A replay that came in while this exchange ran found no session to revoke yet: do it here.
      if (await oauthFlows.recordIssued(codeHash, tokens.familyId)) {
        await sessions.endFamily(tokens.familyId);
        return sendTokenError(request, reply, 'invalid_grant');
      }
      reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' });
      return {
        access_token: tokens.accessToken,
        token_type: 'Bearer' as const,
        expires_in: ACCESS_TOKEN_TTL_SECONDS,
        scope: 'ALL' as const,
      };
    },
  );
};
