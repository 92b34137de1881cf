import {
  CANDIDATE_JOB_STATE,
  checkQuestionnaireAnswers,
  type Locale,
  type MissingProfileItem,
  profileRequirementLabel,
  translate,
} from '@camello/domain';
import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { requestLocale } from '../infrastructure/locale.ts';
import { candidatesOnly, neverShared } from '../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { requireRole, signedInUserOf } from '../infrastructure/request-user.ts';
import { limitRequests, rateLimitRules } from '../security/rate-limit.ts';
import type { HostOptions } from '../services/app-services.ts';
import { vacancyByPublicId } from '../vacancies/index.ts';

/** A company's own apply address, when it is one a browser can be sent to. */
function webAddress(url: string | null): string | null {
  const protocol = url ? URL.parse(url)?.protocol : undefined;
  return protocol === 'https:' || protocol === 'http:' ? url : null;
}

/** The 409 of applying with an incomplete résumé (spec §5): what is missing, named and with its field. */
function profileIncomplete(locale: Locale, missing: MissingProfileItem[]) {
  const names = missing.map((item) => profileRequirementLabel(locale, item.requirement));
  return httpError(
    409,
    'apiError.profileIncomplete',
    { missing: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) },
    { reason: 'profileIncomplete', missing },
  );
}

/**
 * `GET /v1/questionnaire/{jobId}` and `POST /v1/jobs/apply` (spec §7, private jobs host): the
 * questions a vacancy asks, and applying with their answers once the terms in force are accepted.
 */
export const applyRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, now, rateLimiter } = services;

  declaredRoute(
    app,
    calls.jobs.questionnaire,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Las preguntas que hace una vacante a quien se postula',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const { vacancy, state } = await vacancyByPublicId(services, request.params.jobId);
      if (state === 'gone') throw httpError(410, 'apiError.vacancyExpired');
      return { jobId: vacancy.public_id, questions: await repositories.vacancies.questionsOf(vacancy.id) };
    },
  );

  declaredRoute(
    app,
    calls.jobs.apply,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Postularse a una vacante con las respuestas a su cuestionario',
        security: SESSION_SECURITY,
      },
      onRequest: neverShared,
      preHandler: [
        requireRole('candidate'),
        limitRequests(rateLimiter, [
          { rule: rateLimitRules.applyPerUser, subjectOf: (request) => request.user?.id },
        ]),
      ],
    },
    async (request, reply) => {
      const { id: userId } = signedInUserOf(request);
      const { jobId, answers, utmPayload, suggestedByMatcher } = request.body;
      const locale = requestLocale(request);
      const at = now();
      const { vacancy, state } = await vacancyByPublicId(services, jobId);
      const candidateId = await repositories.applications.candidateIdOf(userId);
      if (!candidateId) throw httpError(403, 'apiError.forbidden');

      const answer = async (applicationId: string, created: boolean) => ({
        alreadyApplied: !created,
        message: translate(locale, created ? 'application.submitted' : 'apiError.alreadyApplied'),
        application: await repositories.applications.oneOfCandidateUser(userId, applicationId, at),
        externalApplyUrl: null,
      });
      // Asked again (a double click, a retry, a vacancy closed since): the application that exists.
      const existing = await repositories.applications.idOf(candidateId, vacancy.id);
      if (existing) return answer(existing, false);
      if (state === 'gone') throw httpError(410, 'apiError.vacancyExpired');
      if (!(await repositories.legalTexts.acceptanceOf(userId, at)).accepted)
        throw httpError(409, 'apiError.termsNotAccepted', {}, { reason: 'termsNotAccepted' });
      const resume = await repositories.resumes.resumeOfUser(userId, at);
      if (resume && !resume.completeness.complete)
        throw profileIncomplete(locale, resume.completeness.missing);

      // The company takes applications on its own site: the click-out is the candidate's apply
      // state (spec §4, state 1), which marks the vacancy applied; the company has nothing to follow here.
      const externalApplyUrl = webAddress(vacancy.external_apply_url);
      if (externalApplyUrl) {
        await repositories.candidateJobStates.mark(userId, vacancy.id, CANDIDATE_JOB_STATE.apply, []);
        return {
          alreadyApplied: false,
          message: translate(locale, 'application.externalApply'),
          application: null,
          externalApplyUrl,
        };
      }

      const questions = await repositories.vacancies.questionsOf(vacancy.id);
      const { issues, accepted } = checkQuestionnaireAnswers(questions, answers);
      if (issues.length > 0)
        throw httpError(
          400,
          'apiError.invalidAnswers',
          {},
          { reason: 'invalidAnswers', fieldIssues: issues },
        );
      const submitted = await repositories.applications.submit(
        { candidateId, vacancyId: vacancy.id, answers: accepted, utmPayload, suggestedByMatcher },
        at,
      );
      reply.status(submitted.created ? 201 : 200);
      return answer(submitted.id, submitted.created);
    },
  );
};
