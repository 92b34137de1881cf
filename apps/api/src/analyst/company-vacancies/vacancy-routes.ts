import { randomUUID } from 'node:crypto';
import { parseVacancyForm, saveVacancyRow } from '@camello/db';
import { effectiveVacancyStatus, type VacancyStatus, vacancyAfter } from '@camello/domain';
import { type AnalystVacancyForm, calls, type LinkedCompany } from '@camello/domain/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { SESSION_SECURITY } from '../../infrastructure/openapi.ts';
import { signedInUserOf } from '../../infrastructure/request-user.ts';
import type { AppServices, HostOptions } from '../../services/app-services.ts';
import { companyOf } from '../analyst-scope.ts';

const tags = ['analyst'];

/** A refused form: the first problem as the message, and each field's own problem (the import's words). */
function refuseForm(reply: FastifyReply, fields: Record<string, string>, message?: string) {
  const first = message ?? Object.values(fields)[0] ?? 'la vacante no tiene el formato esperado';
  return reply.status(400).send({
    statusCode: 400,
    error: 'Bad Request',
    message: first.charAt(0).toUpperCase() + first.slice(1),
    fields,
  });
}

type SaveResult = { ok: true; id: string } | { ok: false; fields: Record<string, string>; message?: string };

/**
 * Writes a vacancy of the company as a row of the feed format (its schema, references, sanitizer
 * and upsert, through the vacancy writer the import shares), then who wrote it and whether the
 * company hides its name (a confidential vacancy is filed under the placeholder company), all in
 * one transaction.
 */
async function saveVacancy(
  services: AppServices,
  company: LinkedCompany,
  analystId: string,
  form: AnalystVacancyForm,
  { externalId, status, vacancyId }: { externalId: string; status: VacancyStatus; vacancyId?: string },
): Promise<SaveResult> {
  const { isConfidential = false, ...fields } = form;
  const parsed = parseVacancyForm({ ...fields, company: company.slug, externalId, status });
  if (!parsed.ok) return { ok: false, fields: parsed.fields };
  const { analystVacancies } = services.repositories;
  try {
    return await services.db.transaction(async (tx) => {
      if (vacancyId) await analystVacancies.unfileConfidential(vacancyId, tx);
      const saved = await saveVacancyRow(tx, parsed.row, { now: services.now() });
      if (!saved.ok) throw new RefusedVacancy(saved.reason, saved.fields);
      await analystVacancies.fileAuthorship(saved.id, { isConfidential, createdById: analystId }, tx);
      return { ok: true as const, id: saved.id };
    });
  } catch (error) {
    if (error instanceof RefusedVacancy) return { ok: false, fields: error.fields, message: error.message };
    throw error;
  }
}

class RefusedVacancy extends Error {
  readonly fields: Record<string, string>;
  constructor(message: string, fields: Record<string, string> = {}) {
    super(message);
    this.fields = fields;
  }
}

/**
 * A company's vacancies (issue #13): the list with applicants by stage, the form's create and
 * edit (validated by the feed import's own schema, HTML sanitized on write), publish, pause,
 * close and duplicate. A published change reaches the search within its polling interval.
 */
export const vacancyRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, now } = services;
  const found = async (companyId: string, vacancyId: string) => {
    const vacancy = await repositories.analystVacancies.get(companyId, vacancyId);
    if (!vacancy) throw httpError(404, 'apiError.vacancyNotFound');
    return vacancy;
  };

  declaredRoute(
    app,
    calls.analyst.vacancies,
    {
      schema: {
        tags,
        summary: 'Las vacantes de la empresa, con sus postulantes por etapa',
        security: SESSION_SECURITY,
      },
    },
    async (request) => repositories.analystVacancies.list(companyOf(request).id, request.query, now()),
  );

  declaredRoute(
    app,
    calls.analyst.createVacancy,
    {
      schema: {
        tags,
        summary: 'Crear una vacante en borrador (los campos de la importación, con sus mismas reglas)',
        security: SESSION_SECURITY,
      },
    },
    async (request, reply) => {
      const company = companyOf(request);
      const saved = await saveVacancy(services, company, signedInUserOf(request).id, request.body, {
        externalId: `camello-${randomUUID()}`,
        status: 'draft',
      });
      if (!saved.ok) return refuseForm(reply, saved.fields, saved.message);
      return reply.status(201).send(await found(company.id, saved.id));
    },
  );

  declaredRoute(
    app,
    calls.analyst.vacancy,
    {
      schema: {
        tags,
        summary: 'Una vacante de la empresa, como la muestra su formulario',
        security: SESSION_SECURITY,
      },
    },
    async (request) => {
      const vacancy = await repositories.analystVacancies.get(
        companyOf(request).id,
        request.params.vacancyId,
      );
      if (!vacancy) throw httpError(404, 'apiError.vacancyNotFound');
      return vacancy;
    },
  );

  declaredRoute(
    app,
    calls.analyst.updateVacancy,
    {
      schema: {
        tags,
        summary: 'Guardar los cambios de una vacante (su estado no cambia)',
        security: SESSION_SECURITY,
      },
    },
    async (request, reply) => {
      const company = companyOf(request);
      const current = await repositories.analystVacancies.get(company.id, request.params.vacancyId);
      const externalId = current
        ? await repositories.analystVacancies.externalIdOf(company.id, current.id)
        : null;
      if (!current || !externalId) throw httpError(404, 'apiError.vacancyNotFound');
      const saved = await saveVacancy(services, company, signedInUserOf(request).id, request.body, {
        externalId,
        status: current.status,
        vacancyId: current.id,
      });
      if (!saved.ok) return refuseForm(reply, saved.fields, saved.message);
      return reply.send(await found(company.id, saved.id));
    },
  );

  declaredRoute(
    app,
    calls.analyst.changeVacancyStatus,
    {
      schema: {
        tags,
        summary: 'Publicar, pausar o cerrar una vacante',
        security: SESSION_SECURITY,
      },
    },
    async (request, reply) => {
      const company = companyOf(request);
      const at = now();
      const outcome = await services.db.transaction(async (tx) => {
        const stored = await repositories.analystVacancies.lockStatus(
          company.id,
          request.params.vacancyId,
          tx,
        );
        if (!stored) return 'missing' as const;
        const effective = effectiveVacancyStatus(stored.status, stored.validThrough, at);
        const passed = stored.validThrough !== null && stored.validThrough.getTime() <= at.getTime();
        const next = vacancyAfter(effective, request.body.action, passed);
        if (!next)
          return passed && request.body.action === 'publish' ? ('expired' as const) : ('refused' as const);
        await repositories.analystVacancies.setStatus(request.params.vacancyId, next, at, tx);
        return 'done' as const;
      });
      if (outcome === 'missing') throw httpError(404, 'apiError.vacancyNotFound');
      if (outcome === 'expired')
        return refuseForm(reply, {
          validThrough: 'la fecha de vencimiento ya pasó: cámbiala por una futura antes de publicar',
        });
      if (outcome === 'refused') throw httpError(409, 'apiError.vacancyActionNotAllowed');
      return reply.send(await found(company.id, request.params.vacancyId));
    },
  );

  declaredRoute(
    app,
    calls.analyst.duplicateVacancy,
    {
      schema: {
        tags,
        summary: 'Duplicar una vacante: una copia en borrador con los mismos campos y preguntas',
        security: SESSION_SECURITY,
      },
    },
    async (request, reply) => {
      const company = companyOf(request);
      const source = await repositories.analystVacancies.get(company.id, request.params.vacancyId);
      if (!source) throw httpError(404, 'apiError.vacancyNotFound');
      const saved = await saveVacancy(services, company, signedInUserOf(request).id, formOf(source), {
        externalId: `camello-${randomUUID()}`,
        status: 'draft',
      });
      if (!saved.ok) return refuseForm(reply, saved.fields, saved.message);
      return reply.status(201).send(await found(company.id, saved.id));
    },
  );
};

/** A stored vacancy as its form would send it again (references by slug, dates as ISO). */
function formOf(
  vacancy: NonNullable<Awaited<ReturnType<AppServices['repositories']['analystVacancies']['get']>>>,
) {
  return {
    title: vacancy.title,
    descriptionHtml: vacancy.descriptionHtml,
    cities: vacancy.cities.map((city) => city.slug),
    sectors: vacancy.sectors.map((sector) => sector.slug),
    occupation: vacancy.occupation?.code,
    salaryMin: vacancy.salaryMin ?? undefined,
    salaryMax: vacancy.salaryMax ?? undefined,
    salaryToAgree: vacancy.salaryToAgree,
    salaryFrequency: vacancy.salaryFrequency,
    currency: vacancy.currency,
    employmentType: vacancy.employmentType,
    educationLevel: vacancy.educationLevel ?? undefined,
    experienceMonths: vacancy.experienceMonths,
    isRemote: vacancy.isRemote,
    remoteText: vacancy.remoteText ?? undefined,
    urgent: vacancy.urgent,
    numberOfQuotas: vacancy.numberOfQuotas,
    videoUrl: vacancy.videoUrl ?? undefined,
    externalApplyUrl: vacancy.externalApplyUrl ?? undefined,
    // A copy is a draft: a validity that has passed would keep it from being published.
    validThrough: undefined,
    skills: vacancy.skills,
    questions: vacancy.questions.map(({ type, question, options, required }) => ({
      type,
      question,
      options,
      required,
    })),
    isConfidential: vacancy.isConfidential,
  };
}
