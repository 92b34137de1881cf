import { statesClearedBy } from '@camello/domain';
import { calls, SAVED_JOBS_PAGE_SIZE } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { candidatesOnly } from '../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { signedInUserOf } from '../infrastructure/request-user.ts';
import type { HostOptions } from '../services/app-services.ts';
import { vacancyByPublicId } from '../vacancies/index.ts';

/**
 * `POST /v1/jobs/state` and `DELETE /v1/jobs/state/{jobId}/{state}`: a candidate saves and
 * unsaves a vacancy (state 0), discards, likes or dislikes it, or records having seen it. Both are
 * idempotent and answer the candidate's state on the vacancy afterwards. `GET
 * /v1/jobs/candidate/saved` lists the saved ones ("Empleos guardados"); `GET
 * /v1/jobs/candidate/states` says the candidate's state on the vacancies a page shows.
 */
export const jobStateRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, now } = services;

  async function vacancyOf(publicId: string) {
    const { vacancy, state } = await vacancyByPublicId(services, publicId);
    return { vacancyId: vacancy.id, state };
  }

  async function answer(userId: string, jobId: string) {
    return {
      jobId,
      candidateState: (await repositories.candidateJobStates.ofUserOn(userId, [jobId]))(jobId),
    };
  }

  declaredRoute(
    app,
    calls.jobs.setJobState,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Marcar una vacante: guardarla (0), descartarla, me gusta, no me gusta o vista',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const { id: userId } = signedInUserOf(request);
      const { jobId, state } = request.body;
      const vacancy = await vacancyOf(jobId);
      // A closed vacancy takes no new marks; its old ones can still be taken back.
      if (vacancy.state === 'gone') throw httpError(410, 'apiError.vacancyExpired');
      const marked = await repositories.candidateJobStates.mark(
        userId,
        vacancy.vacancyId,
        state,
        statesClearedBy(state),
      );
      if (!marked) throw httpError(403, 'apiError.forbidden');
      return answer(userId, jobId);
    },
  );

  declaredRoute(
    app,
    calls.jobs.unsetJobState,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Quitar una marca de una vacante (0 deja de guardarla)',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const { id: userId } = signedInUserOf(request);
      const { jobId, state } = request.params;
      const { vacancyId } = await vacancyOf(jobId);
      await repositories.candidateJobStates.unmark(userId, vacancyId, state);
      return answer(userId, jobId);
    },
  );

  declaredRoute(
    app,
    calls.jobs.savedJobs,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Las vacantes que guardó el candidato, la más reciente primero',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const { id: userId } = signedInUserOf(request);
      const { page } = request.query;
      const limit = SAVED_JOBS_PAGE_SIZE;
      const saved = await repositories.candidateJobStates.savedOfUser(
        userId,
        { limit, offset: (page - 1) * limit },
        now(),
      );
      return { ...saved, page, pageSize: limit };
    },
  );

  declaredRoute(
    app,
    calls.jobs.candidateStates,
    {
      schema: {
        tags: ['jobs'],
        summary:
          'El estado del candidato (guardada, postulado, vista) en las vacantes que muestra una página',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const { jobIds } = request.query;
      const stateOf = await repositories.candidateJobStates.ofUserOn(signedInUserOf(request).id, jobIds);
      return { states: Object.fromEntries(jobIds.map((jobId) => [jobId, stateOf(jobId)])) };
    },
  );
};
