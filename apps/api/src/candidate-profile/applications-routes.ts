import { CANDIDATE_APPLICATIONS_PAGE_SIZE, calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { candidatesOnly } from '../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { signedInUserOf } from '../infrastructure/request-user.ts';
import type { HostOptions } from '../services/app-services.ts';

/**
 * The candidate's applications ("Procesos"): `GET /v2/candidate/applications`, newest first with
 * their status and timeline, and `DELETE /v2/candidate/applications/{applicationId}` to withdraw
 * one (404 for an application that is not the candidate's).
 */
export const candidateApplicationsRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories, now } },
) => {
  declaredRoute(
    app,
    calls.profile.applications,
    {
      schema: {
        tags: ['profile'],
        summary: 'Las postulaciones del candidato, la más reciente primero, con su estado y su historial',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const { page } = request.query;
      const pageSize = CANDIDATE_APPLICATIONS_PAGE_SIZE;
      const found = await repositories.applications.pageOfCandidateUser(
        signedInUserOf(request).id,
        { offset: (page - 1) * pageSize, limit: pageSize },
        now(),
      );
      return { ...found, page, pageSize };
    },
  );

  declaredRoute(
    app,
    calls.profile.withdrawApplication,
    {
      schema: {
        tags: ['profile'],
        summary: 'Retirar una postulación; responde cuántas quedan',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const { id: userId } = signedInUserOf(request);
      if (!(await repositories.applications.withdraw(userId, request.params.applicationId)))
        throw httpError(404, 'apiError.applicationNotFound');
      return { count: await repositories.applications.countOfCandidateUser(userId) };
    },
  );
};
