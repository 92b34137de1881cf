import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { requireRole, signedInUserOf } from '../infrastructure/request-user.ts';
import type { HostOptions } from '../services/app-services.ts';

/** GET /v2/candidate/applications/count (spec §7): the count badge of the header's "Procesos" tab. */
export const applicationsCountRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  declaredRoute(
    app,
    calls.profile.applicationsCount,
    {
      schema: {
        tags: ['profile'],
        summary: 'Cuántas postulaciones tiene el candidato',
        security: SESSION_SECURITY,
      },
      preHandler: requireRole('candidate'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const { id } = signedInUserOf(request);
      return { count: await repositories.applications.countOfCandidateUser(id) };
    },
  );
};
