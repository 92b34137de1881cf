import { CANDIDATE_JOB_STATE, statesClearedBy } from '@camello/domain';
import { calls, SUGGESTED_JOBS_MAX } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { requestLocale } from '../infrastructure/locale.ts';
import { candidatesOnly } from '../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { signedInUserOf } from '../infrastructure/request-user.ts';
import type { HostOptions } from '../services/app-services.ts';
import { toSimilarJob, vacancyByPublicId } from '../vacancies/index.ts';

/**
 * The private jobs rows of spec §7 about the candidate's matches: `GET /v1/matcher/suggestions`
 * (vacancies like the résumé and the likes, from the search engine), `POST /v1/matcher/decline`
 * (discard a suggested vacancy, state 2) and `GET /v1/jobs/candidate/linkup-information` (origins
 * and linkups of the candidate context).
 */
export const matcherRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, jobCards, search } = services;

  declaredRoute(
    app,
    calls.jobs.suggestedJobs,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Vacantes sugeridas por la hoja de vida y los me gusta del candidato',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const basis = await repositories.suggestions.basisOfUser(signedInUserOf(request).id);
      if (!basis) throw httpError(403, 'apiError.forbidden');
      const { likedPublicIds, ...probe } = basis;
      // A city alone is too little to suggest from (see similar-vacancies.ts).
      if (probe.texts.length === 0 && probe.occupationIds.length === 0) return { hasBasis: false, jobs: [] };
      const ids = await search.suggest({ probe, scope: { kind: 'public' }, limit: SUGGESTED_JOBS_MAX });
      const liked = new Set(likedPublicIds);
      const locale = requestLocale(request);
      const rows = await jobCards(ids);
      return {
        hasBasis: true,
        jobs: rows.map((row) => ({ ...toSimilarJob(row, locale), liked: liked.has(row.public_id) })),
      };
    },
  );

  declaredRoute(
    app,
    calls.jobs.declineSuggestion,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Descartar una vacante sugerida (estado 2): no se vuelve a sugerir',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const { id: userId } = signedInUserOf(request);
      const { jobId } = request.body;
      const { vacancy, state } = await vacancyByPublicId(services, jobId);
      if (state === 'gone') throw httpError(410, 'apiError.vacancyExpired');
      const discarded = CANDIDATE_JOB_STATE.discarded;
      const marked = await repositories.candidateJobStates.mark(
        userId,
        vacancy.id,
        discarded,
        statesClearedBy(discarded),
      );
      if (!marked) throw httpError(403, 'apiError.forbidden');
      return {
        jobId,
        candidateState: (await repositories.candidateJobStates.ofUserOn(userId, [jobId]))(jobId),
      };
    },
  );

  declaredRoute(
    app,
    calls.jobs.linkupInformation,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Las empresas a las que está vinculado el candidato y el origen de cada vínculo',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const linkups = await repositories.applications.linkupsOfCandidateUser(signedInUserOf(request).id);
      return { origins: [...new Set(linkups.map((linkup) => linkup.origin))].sort(), linkups };
    },
  );
};
