import { APPLICANTS_PAGE_SIZE, type BulkApplicantMove, calls } from '@camello/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { requestLocale } from '../../infrastructure/locale.ts';
import { neverShared } from '../../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../../infrastructure/openapi.ts';
import { requireRole, signedInUserOf } from '../../infrastructure/request-user.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { applicantsCsv } from './applicants-csv.ts';
import type { MoveOutcome } from './applicants-repository.ts';
import { createStatusNotifier } from './status-notifier.ts';

/**
 * Route options of the analyst area: an analyst's session, answers no shared cache keeps. The
 * role is checked on the request, before its body: anyone else gets 403 whatever they send.
 */
const analystsOnly = { onRequest: [neverShared, requireRole('analyst')] };

const EXPORT_LIMIT = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A move that did not happen, as the API answers it. */
function refusedMove(outcome: Exclude<MoveOutcome, { kind: 'moved' }>) {
  if (outcome.kind === 'notFound') return httpError(404, 'apiError.applicationNotFound');
  if (outcome.kind === 'conflict')
    return httpError(409, 'apiError.stageChanged', {}, { reason: 'stageChanged' });
  return httpError(400, `apiError.stageMove.${outcome.refusal}`);
}

/**
 * A company's applicants (issue #13): the list of a vacancy with filters and its CSV, one
 * applicant's résumé, answers and timeline, notes, moves between stages (one or a selection,
 * each stating the version it saw), and the company's names and order of its stages. Every route
 * names the company, and answers 404 for one the analyst is not linked to, or for a vacancy or
 * application of another company.
 */
export const applicantsRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, now } = services;
  const { applicants } = repositories;
  const notifier = createStatusNotifier(services, app.log);
  const originOf = (request: FastifyRequest) =>
    services.publicOrigin ?? `${request.protocol}://${request.host}`;

  declaredRoute(
    app,
    calls.analyst.applicants,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Los postulantes de una vacante, con su etapa, filtros y búsqueda por nombre',
        security: SESSION_SECURITY,
      },
      ...analystsOnly,
    },
    async (request) => {
      const { companyId, vacancyId } = request.params;
      const { page, ...filters } = request.query;
      const found = await applicants.pageOfVacancy(
        signedInUserOf(request).id,
        companyId,
        vacancyId,
        filters,
        { offset: (page - 1) * APPLICANTS_PAGE_SIZE, limit: APPLICANTS_PAGE_SIZE },
        now(),
      );
      if (!found) throw httpError(404, 'apiError.vacancyNotFound');
      const rows = found.rows.map(({ email: _email, phone: _phone, ...row }) => row);
      return { ...found, rows, page, pageSize: APPLICANTS_PAGE_SIZE };
    },
  );

  declaredRoute(
    app,
    calls.analyst.exportApplicants,
    {
      schema: {
        tags: ['analyst'],
        summary:
          'Los postulantes de una vacante en CSV (UTF-8 con BOM, separado por punto y coma, para Excel)',
        security: SESSION_SECURITY,
      },
      ...analystsOnly,
    },
    async (request, reply) => {
      const { companyId, vacancyId } = request.params;
      const userId = signedInUserOf(request).id;
      const found = await applicants.pageOfVacancy(
        userId,
        companyId,
        vacancyId,
        request.query,
        { offset: 0, limit: EXPORT_LIMIT },
        now(),
      );
      if (!found) throw httpError(404, 'apiError.vacancyNotFound');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="postulantes-${found.vacancy.publicId}.csv"`)
        .send(applicantsCsv(found, requestLocale(request)));
    },
  );

  declaredRoute(
    app,
    calls.analyst.moveApplicants,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Mover una selección de postulantes de la vacante a una etapa',
        security: SESSION_SECURITY,
      },
      ...analystsOnly,
      // Another company's vacancy is none of theirs, whatever the body holds: 404 before validation.
      preValidation: async (request) => {
        const { companyId, vacancyId } = request.params as { companyId?: string; vacancyId?: string };
        const vacancy =
          companyId && vacancyId && UUID.test(vacancyId)
            ? await applicants.vacancyOf(signedInUserOf(request).id, companyId, vacancyId)
            : null;
        if (!vacancy) throw httpError(404, 'apiError.vacancyNotFound');
      },
    },
    async (request) => {
      const { companyId, vacancyId } = request.params;
      const { to, reason, applications } = request.body;
      const userId = signedInUserOf(request).id;
      const result: BulkApplicantMove = { moved: [], conflicts: [], refused: [] };
      // One transaction each, in the order given: a conflict on one leaves the others moved.
      for (const { applicationId, expectedVersion } of applications) {
        const outcome = await applicants.move(
          userId,
          companyId,
          { applicationId, expectedVersion, to, reason, vacancyId },
          now(),
        );
        if (outcome.kind === 'moved') {
          result.moved.push(outcome.moved);
          await notifier.moved(companyId, outcome, originOf(request));
        } else if (outcome.kind === 'conflict') result.conflicts.push(applicationId);
        else result.refused.push(applicationId);
      }
      return result;
    },
  );

  declaredRoute(
    app,
    calls.analyst.applicant,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Una postulación: hoja de vida, respuestas e historial (la lectura queda registrada)',
        security: SESSION_SECURITY,
      },
      ...analystsOnly,
    },
    async (request) => {
      const { companyId, applicationId } = request.params;
      const userId = signedInUserOf(request).id;
      const at = now();
      // The company opens it for the first time: for the candidate, "La empresa vio tu hoja de vida".
      const seen = await applicants.markSeen(userId, companyId, applicationId, at);
      if (seen) await notifier.moved(companyId, seen, originOf(request));
      const detail = await applicants.detailOf(userId, companyId, applicationId, at);
      if (!detail) throw httpError(404, 'apiError.applicationNotFound');
      const { candidateUserId: _candidate, ...answer } = detail;
      return answer;
    },
  );

  declaredRoute(
    app,
    calls.analyst.applicantCv,
    {
      schema: {
        tags: ['analyst'],
        summary: 'El archivo de hoja de vida del candidato (PDF o DOCX); cada descarga queda registrada',
        security: SESSION_SECURITY,
      },
      ...analystsOnly,
    },
    async (request, reply) => {
      const { companyId, applicationId } = request.params;
      const candidateId = await applicants.cvOwnerOf(
        signedInUserOf(request).id,
        companyId,
        applicationId,
        now(),
      );
      const file = candidateId ? await repositories.resumes.cvFileOfCandidate(candidateId) : undefined;
      if (!file) throw httpError(404, 'apiError.applicationNotFound');
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.content);
    },
  );

  declaredRoute(
    app,
    calls.analyst.addApplicantNote,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Agregar una nota a una postulación; solo la ven los analistas de la empresa',
        security: SESSION_SECURITY,
      },
      ...analystsOnly,
    },
    async (request, reply) => {
      const { companyId, applicationId } = request.params;
      const event = await applicants.addNote(
        signedInUserOf(request).id,
        companyId,
        applicationId,
        request.body.note,
        now(),
      );
      if (!event) throw httpError(404, 'apiError.applicationNotFound');
      reply.status(201);
      return { event };
    },
  );

  declaredRoute(
    app,
    calls.analyst.moveApplicant,
    {
      schema: {
        tags: ['analyst'],
        summary:
          'Mover una postulación a la etapa siguiente o a una elegida (descartar pide un motivo); 409 si alguien la movió antes',
        security: SESSION_SECURITY,
      },
      ...analystsOnly,
    },
    async (request) => {
      const { companyId, applicationId } = request.params;
      const outcome = await applicants.move(
        signedInUserOf(request).id,
        companyId,
        { applicationId, ...request.body },
        now(),
      );
      if (outcome.kind !== 'moved') throw refusedMove(outcome);
      await notifier.moved(companyId, outcome, originOf(request));
      return outcome.moved;
    },
  );

  declaredRoute(
    app,
    calls.analyst.stages,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Las etapas del proceso de selección de la empresa, en su orden y con sus nombres',
        security: SESSION_SECURITY,
      },
      ...analystsOnly,
    },
    async (request) => {
      const stages = await applicants.stagesOf(signedInUserOf(request).id, request.params.companyId);
      if (!stages) throw httpError(404, 'apiError.companyNotFound');
      return { stages };
    },
  );

  declaredRoute(
    app,
    calls.analyst.saveStages,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Renombrar y reordenar las etapas intermedias del proceso de selección',
        security: SESSION_SECURITY,
      },
      ...analystsOnly,
    },
    async (request) => {
      const stages = await applicants.setStages(
        signedInUserOf(request).id,
        request.params.companyId,
        request.body.middle,
      );
      if (!stages) throw httpError(404, 'apiError.companyNotFound');
      return { stages };
    },
  );
};
