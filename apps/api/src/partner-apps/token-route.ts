import { translate } from '@camello/domain';
import { calls, type TokenErrorCode, type TokenRequest } from '@camello/domain/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  type ClientInfo,
  hashToken,
  type SessionTokens,
} from '../accounts/index.ts';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { requestLocale } from '../infrastructure/locale.ts';
import { limitRequests, rateLimitRules } from '../security/rate-limit.ts';
import type { HostOptions } from '../services/app-services.ts';
import { authenticateClient, basicCredentials } from './partner-clients.ts';
import { verifierMatches } from './pkce.ts';

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
 * POST /v2/oauth2/token: a partner app, authenticated with its id and secret in HTTP Basic,
 * redeems an authorization code (proving PKCE) for a bearer access token of the candidate and a
 * refresh token, then rotates that refresh token for new ones. A code works once: a second try
 * fails and revokes the session its first use started; a refresh token works only for the client
 * it was given to, and a replayed one ends the session, as for the site's own sessions.
 */
export const tokenRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, rateLimiter, sessions, now } = services;
  const { oauthFlows, users } = repositories;
  const apiErrorHandler = app.errorHandler;

  /** `grant_type=authorization_code`: a consented flow's code, once, with its PKCE verifier. */
  async function redeemCode(
    clientId: string,
    { code, redirect_uri, code_verifier }: TokenRequest,
    clientInfo: ClientInfo,
  ): Promise<SessionTokens | TokenErrorCode> {
    if (!code || !redirect_uri || !code_verifier) return 'invalid_request';
    const codeHash = hashToken(code);
    const at = now();
    const redeemed = await oauthFlows.consumeCode(codeHash, clientId, at);
    if (!redeemed) {
      const issuedFamily = await oauthFlows.recordReplay(codeHash, clientId, at);
      if (issuedFamily) await sessions.endFamily(issuedFamily);
      return 'invalid_grant';
    }
    if (redeemed.redirectUri !== redirect_uri || !verifierMatches(code_verifier, redeemed.codeChallenge))
      return 'invalid_grant';
    const user = await users.byId(redeemed.userId);
    if (!user || user.disabledAt) return 'invalid_grant';
    const tokens = await sessions.start(user, clientInfo);
    // A replay that came in while this exchange ran found no session to revoke yet: do it here.
    if (await oauthFlows.recordIssued(codeHash, tokens.familyId)) {
      await sessions.endFamily(tokens.familyId);
      return 'invalid_grant';
    }
    return tokens;
  }

  /** `grant_type=refresh_token`: rotates a refresh token this client was given, as sessions do. */
  async function refresh(
    clientId: string,
    { refresh_token }: TokenRequest,
    clientInfo: ClientInfo,
  ): Promise<SessionTokens | TokenErrorCode> {
    if (!refresh_token) return 'invalid_request';
    const session = await repositories.sessions.byTokenHash(hashToken(refresh_token));
    if (!session || !(await oauthFlows.isFamilyOfClient(session.familyId, clientId))) return 'invalid_grant';
    return (await sessions.refresh(refresh_token, clientInfo)) ?? 'invalid_grant';
  }

  declaredRoute(
    app,
    calls.auth.token,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Una aplicación aliada cambia un código de autorización (o un token de renovación) por un token de acceso',
      },
      // A body that is no flat form (repeated or nested fields) is the RFC's invalid_request too.
      errorHandler(error, request, reply) {
        if (error.code === 'FST_ERR_VALIDATION') return sendTokenError(request, reply, 'invalid_request');
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
      const body = request.body ?? {};
      const clientInfo = { userAgent: request.headers['user-agent'], ipAddress: request.ip };
      let outcome: SessionTokens | TokenErrorCode;
      if (body.grant_type === 'authorization_code') outcome = await redeemCode(client.id, body, clientInfo);
      else if (body.grant_type === 'refresh_token') outcome = await refresh(client.id, body, clientInfo);
      else outcome = body.grant_type ? 'unsupported_grant_type' : 'invalid_request';
      if (typeof outcome === 'string') return sendTokenError(request, reply, outcome);
      reply.headers({ 'cache-control': 'no-store', pragma: 'no-cache' });
      return {
        access_token: outcome.accessToken,
        token_type: 'Bearer' as const,
        expires_in: ACCESS_TOKEN_TTL_SECONDS,
        refresh_token: outcome.refreshToken,
        scope: 'ALL' as const,
      };
    },
  );
};
