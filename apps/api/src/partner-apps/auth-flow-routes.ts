import { translate } from '@camello/domain';
import { type AuthFlow, calls } from '@camello/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken, newToken } from '../accounts/index.ts';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { requestLocale } from '../infrastructure/locale.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { requireRole, signedInUserOf } from '../infrastructure/request-user.ts';
import { limitRequests, rateLimitRules } from '../security/rate-limit.ts';
import type { HostOptions } from '../services/app-services.ts';

/** How long a candidate has to consent once the partner started a flow. */
const FLOW_TTL_MS = 10 * 60_000;
/** How long the partner has to redeem a code (RFC 6749 §4.1.2 recommends at most 10 minutes). */
const CODE_TTL_MS = 60_000;

/** `uri` with `params` added to its query: where the candidate goes back to the partner. */
function redirectWith(uri: string, params: Record<string, string>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

type FlowFacts = {
  id: string;
  clientId: string;
  clientName: string;
  redirectUri: string;
  state: string;
  expiresAt: Date;
};

function flowData(request: FastifyRequest, flow: FlowFacts): AuthFlow {
  return {
    flowId: flow.id,
    clientId: flow.clientId,
    clientName: flow.clientName,
    permission: { scope: 'ALL', name: translate(requestLocale(request), 'partnerApps.permission.ALL') },
    expiresAt: flow.expiresAt.toISOString(),
    cancelUri: redirectWith(flow.redirectUri, { error: 'access_denied', state: flow.state }),
  };
}

const noStore = { 'cache-control': 'private, no-store' };

/**
 * The partner's side of the authorization-code flow up to the code: the partner starts a flow,
 * the signed-in candidate consents on the consent page (validatePermission), and authorize sends
 * them back to the partner's registered redirect URI with a single-use code.
 */
export const authFlowRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, rateLimiter, now } = services;
  const { oauthClients, oauthFlows } = repositories;
  const candidateOnly = requireRole('candidate');

  declaredRoute(
    app,
    calls.auth.startAuthFlow,
    {
      schema: {
        tags: ['auth'],
        summary:
          'Una aplicación aliada pide acceso a la cuenta de un candidato (código de autorización con PKCE)',
      },
      preHandler: limitRequests(rateLimiter, [
        { rule: rateLimitRules.authFlowStartPerIp, subjectOf: (request) => request.ip },
      ]),
    },
    async (request, reply) => {
      const { clientId, redirectUri, state, scope, codeChallenge } = request.body;
      const client = await oauthClients.byId(clientId);
      if (!client || client.disabledAt) throw httpError(400, 'apiError.partnerClientUnknown');
      if (!(await oauthClients.hasRedirectUri(clientId, redirectUri)))
        throw httpError(400, 'apiError.partnerRedirectUriMismatch');
      const at = now();
      const expiresAt = new Date(at.getTime() + FLOW_TTL_MS);
      const id = await oauthFlows.insert(
        { clientId, redirectUri, state, scope, codeChallenge, expiresAt },
        at,
      );
      reply.headers(noStore);
      return flowData(request, { id, clientId, clientName: client.name, redirectUri, state, expiresAt });
    },
  );

  declaredRoute(
    app,
    calls.auth.authFlow,
    {
      schema: {
        tags: ['auth'],
        summary: 'La solicitud de una aplicación aliada, para la página de consentimiento',
        security: SESSION_SECURITY,
      },
      preHandler: candidateOnly,
    },
    async (request, reply) => {
      const flow = await oauthFlows.open(request.params.flowId, now());
      if (!flow || flow.authorizedAt || (flow.userId !== null && flow.userId !== signedInUserOf(request).id))
        throw httpError(404, 'apiError.authFlowNotFound');
      reply.headers(noStore);
      return flowData(request, flow);
    },
  );

  declaredRoute(
    app,
    calls.auth.validatePermission,
    {
      schema: {
        tags: ['auth'],
        summary: 'El candidato da a la aplicación aliada el permiso que pide ("Permiso total a su cuenta")',
        security: SESSION_SECURITY,
      },
      preHandler: candidateOnly,
    },
    async (request, reply) => {
      const { flowId, clientId } = request.body;
      const approved = await oauthFlows.approve(flowId, clientId, signedInUserOf(request).id, now());
      if (!approved) throw httpError(404, 'apiError.authFlowNotFound');
      reply.headers(noStore);
      return true as const;
    },
  );

  declaredRoute(
    app,
    calls.auth.authorize,
    {
      schema: {
        tags: ['auth'],
        summary: 'La dirección de regreso a la aplicación aliada, con un código de un solo uso',
        security: SESSION_SECURITY,
      },
      preHandler: candidateOnly,
    },
    async (request, reply) => {
      const code = newToken();
      const at = now();
      const flow = await oauthFlows.authorize(
        request.body.flowId,
        signedInUserOf(request).id,
        { hash: hashToken(code), expiresAt: new Date(at.getTime() + CODE_TTL_MS) },
        at,
      );
      if (!flow) throw httpError(404, 'apiError.authFlowNotFound');
      reply.headers(noStore);
      return { uri: redirectWith(flow.redirectUri, { code, state: flow.state }) };
    },
  );
};
