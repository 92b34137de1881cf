import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { requireRole, signedInUserOf } from '../infrastructure/request-user.ts';
import type { HostOptions } from '../services/app-services.ts';

const noStore = { 'cache-control': 'private, no-store' };

/** The partner apps a candidate allowed, and taking that access away again. */
export const partnerGrantRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, sessions, now } = services;
  const candidateOnly = requireRole('candidate');

  declaredRoute(
    app,
    calls.auth.partnerGrants,
    {
      schema: {
        tags: ['auth'],
        summary: 'Las aplicaciones aliadas que hoy pueden actuar por el candidato',
        security: SESSION_SECURITY,
      },
      preHandler: candidateOnly,
    },
    async (request, reply) => {
      reply.headers(noStore);
      const grants = await repositories.oauthFlows.grantsOf(signedInUserOf(request).id, now());
      return grants.map((grant) => ({ ...grant, since: grant.since.toISOString() }));
    },
  );

  declaredRoute(
    app,
    calls.auth.revokePartnerGrant,
    {
      schema: {
        tags: ['auth'],
        summary: 'Le quita a una aplicación aliada el acceso a la cuenta del candidato',
        security: SESSION_SECURITY,
      },
      preHandler: candidateOnly,
    },
    async (request, reply) => {
      reply.headers(noStore);
      return { revoked: await sessions.endGrant(signedInUserOf(request).id, request.params.clientId) };
    },
  );
};
