import {
  cleanDocumentNumber,
  cleanName,
  cleanPhone,
  cleanText,
  experienceIssues,
  type FieldIssue,
  personalDataIssues,
  SKILL_SCORE_MAX,
  SKILL_SCORE_MIN,
  salaryIssues,
  studyIssues,
  toCalendarDate,
  withoutNul,
} from '@camello/domain';
import {
  CIVIL_STATUSES,
  calls,
  currencyOfId,
  type experienceRequestSchema,
  GENDERS,
  SEXES,
  salaryFrequencyOfId,
  type studyRequestSchema,
} from '@camello/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { candidatesOnly } from '../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { signedInUserOf } from '../infrastructure/request-user.ts';
import type { HostOptions } from '../services/app-services.ts';

/** 400 with the message of each field that broke a rule. */
const invalid = (fieldIssues: FieldIssue<string>[]) =>
  httpError(400, 'apiError.invalidResume', {}, { fieldIssues });

/** `YYYY-MM-DD` of a date the rules accepted; null for none. */
function isoDateOf(value: string | null | undefined): string | null {
  const date = value ? toCalendarDate(value) : null;
  if (!date) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** A field issue for each id that names nothing in its catalogue. */
function unknownIds(
  checks: [field: string, id: number | null | undefined, known: Set<number>][],
): FieldIssue<string>[] {
  return checks
    .filter(([, id, known]) => typeof id === 'number' && !known.has(id))
    .map(([field]) => ({ field, code: 'notSelected' as const }));
}

function routeOptions(summary: string) {
  return {
    schema: { tags: ['profile'], summary, security: SESSION_SECURITY },
    ...candidatesOnly,
  };
}

/**
 * The résumé's writes: personal data, salary, "sin estudios" / "sin experiencia", studies and
 * experiences (add, change, remove) and skills. Each checks the rules of spec §5 from
 * `@camello/domain` (400 with a message under each field), touches only the signed-in
 * candidate's own rows (404 for anyone else's), and answers the whole résumé as it now is.
 */
export const resumeWriteRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, now } = services;
  const { resumes } = repositories;

  async function candidateOf(request: FastifyRequest): Promise<{ userId: string; candidateId: string }> {
    const { id: userId } = signedInUserOf(request);
    const candidateId = await resumes.candidateIdOfUser(userId);
    if (!candidateId) throw httpError(404, 'apiError.notFound');
    return { userId, candidateId };
  }

  async function resumeOf(userId: string) {
    const resume = await resumes.resumeOfUser(userId, now());
    if (!resume) throw httpError(404, 'apiError.notFound');
    return resume;
  }

  declaredRoute(
    app,
    calls.profile.saveResumePersonalData,
    routeOptions('Guardar los datos personales de la hoja de vida'),
    async (request) => {
      const { userId, candidateId } = await candidateOf(request);
      const body = request.body;
      const issues = personalDataIssues(
        body,
        { sexes: SEXES, genders: GENDERS, civilStatuses: CIVIL_STATUSES },
        now(),
      );
      const found = await resumes.existing({
        cities: [body.cityId, body.cityBirthId].filter((id) => typeof id === 'number'),
        countries: typeof body.countryId === 'number' ? [body.countryId] : [],
        documentTypes: typeof body.identificationType === 'number' ? [body.identificationType] : [],
      });
      issues.push(
        ...unknownIds([
          ['cityId', body.cityId, found.cities],
          ['cityBirthId', body.cityBirthId, found.cities],
          ['countryId', body.countryId, found.countries],
          ['identificationType', body.identificationType, found.documentTypes],
        ]),
      );
      if (typeof body.identificationType === 'number' && found.documentTypes.has(body.identificationType)) {
        const documentCountry = await resumes.documentTypeCountry(body.identificationType);
        if (typeof body.countryId === 'number' && documentCountry !== body.countryId)
          issues.push({ field: 'identificationType', code: 'notSelected' });
      }
      if (issues.length > 0) throw invalid(issues);
      const data = {
        firstName: cleanName(body.firstName),
        lastName: cleanName(body.lastName),
        birthdate: isoDateOf(body.birthdate),
        cityBirthId: body.cityBirthId ?? null,
        phone: cleanPhone(body.phone),
        countryId: body.countryId ?? null,
        cityId: body.cityId ?? null,
        address: cleanText(body.address),
        sex: cleanText(body.sex),
        gender: cleanText(body.gender),
        civilStatus: cleanText(body.civilStatus),
        identificationType: body.identificationType ?? null,
        identificationNumber: cleanDocumentNumber(body.identificationNumber),
        titleOrProfession: cleanText(body.titleOrProfession),
      };
      try {
        await resumes.savePersonalData(candidateId, data);
      } catch (error) {
        if (isUniqueViolation(error))
          throw invalid([{ field: 'identificationNumber', code: 'documentInUse' }]);
        throw error;
      }
      return resumeOf(userId);
    },
  );

  declaredRoute(
    app,
    calls.profile.saveSalary,
    routeOptions('Guardar la aspiración salarial'),
    async (request) => {
      const { userId, candidateId } = await candidateOf(request);
      const body = request.body;
      const frequency = salaryFrequencyOfId(body.salaryFrequencyId ?? null);
      const currency = currencyOfId(body.currencyPayId ?? null);
      const issues = salaryIssues(body);
      if (body.salary !== null) {
        if (!frequency && !issues.some((issue) => issue.field === 'salaryFrequencyId'))
          issues.push({ field: 'salaryFrequencyId', code: 'notSelected' });
        if (!currency && !issues.some((issue) => issue.field === 'currencyPayId'))
          issues.push({ field: 'currencyPayId', code: 'notSelected' });
      }
      if (issues.length > 0) throw invalid(issues);
      await resumes.saveSalary(
        candidateId,
        body.salary === null
          ? { salary: null, frequency: null, currency: null }
          : { salary: body.salary, frequency, currency },
      );
      return resumeOf(userId);
    },
  );

  declaredRoute(
    app,
    calls.profile.setWithoutStudies,
    routeOptions('Marcar o desmarcar "sin estudios"'),
    async (request) => {
      const { userId, candidateId } = await candidateOf(request);
      await resumes.setWithoutStudies(candidateId, request.body.withoutStudies);
      return resumeOf(userId);
    },
  );

  declaredRoute(
    app,
    calls.profile.setWithoutExperience,
    routeOptions('Marcar o desmarcar "sin experiencia"'),
    async (request) => {
      const { userId, candidateId } = await candidateOf(request);
      await resumes.setWithoutExperience(candidateId, request.body.withoutExperience);
      return resumeOf(userId);
    },
  );

  /** The study of a request, checked by the rule of §5 and against the catalogues. */
  async function checkedStudy(body: (typeof studyRequestSchema)['_output']) {
    const issues: FieldIssue<string>[] = studyIssues(body, now());
    const found = await resumes.existing({
      countries: typeof body.countryId === 'number' ? [body.countryId] : [],
      studyTypes: typeof body.studyType === 'number' ? [body.studyType] : [],
    });
    issues.push(
      ...unknownIds([
        ['countryId', body.countryId, found.countries],
        ['studyType', body.studyType, found.studyTypes],
      ]),
    );
    const startDate = isoDateOf(body.startDate);
    if (issues.length > 0 || !startDate || !body.countryId || !body.studyType) throw invalid(issues);
    return {
      institute: cleanText(body.institute) ?? '',
      title: cleanText(body.title) ?? '',
      profession: cleanText(body.profession) ?? '',
      startDate,
      endDate: body.inProgress ? null : isoDateOf(body.endDate),
      inProgress: body.inProgress,
      countryId: body.countryId,
      studyType: body.studyType,
    };
  }

  declaredRoute(app, calls.profile.addStudy, routeOptions('Agregar un estudio'), async (request) => {
    const { userId, candidateId } = await candidateOf(request);
    await resumes.addStudy(candidateId, await checkedStudy(request.body));
    return resumeOf(userId);
  });

  declaredRoute(app, calls.profile.updateStudy, routeOptions('Cambiar un estudio'), async (request) => {
    const { userId, candidateId } = await candidateOf(request);
    const study = await checkedStudy(request.body);
    if (!(await resumes.updateStudy(candidateId, request.params.studyId, study)))
      throw httpError(404, 'apiError.resumeItemNotFound');
    return resumeOf(userId);
  });

  declaredRoute(app, calls.profile.removeStudy, routeOptions('Quitar un estudio'), async (request) => {
    const { userId, candidateId } = await candidateOf(request);
    if (!(await resumes.removeStudy(candidateId, request.params.studyId)))
      throw httpError(404, 'apiError.resumeItemNotFound');
    return resumeOf(userId);
  });

  /** The experience of a request, checked by the rule of §5 and against the catalogues. */
  async function checkedExperience(body: (typeof experienceRequestSchema)['_output']) {
    const issues: FieldIssue<string>[] = experienceIssues(body, now());
    const found = await resumes.existing({
      occupations: typeof body.occupationId === 'number' ? [body.occupationId] : [],
      positionLevels: typeof body.level === 'number' ? [body.level] : [],
      cities: typeof body.cityId === 'number' ? [body.cityId] : [],
    });
    issues.push(
      ...unknownIds([
        ['occupationId', body.occupationId, found.occupations],
        ['level', body.level, found.positionLevels],
        ['cityId', body.cityId, found.cities],
      ]),
    );
    const startDate = isoDateOf(body.startDate);
    if (issues.length > 0 || !startDate || !body.occupationId || !body.level || !body.cityId)
      throw invalid(issues);
    return {
      company: cleanText(body.company) ?? '',
      position: cleanText(body.position) ?? '',
      description: (withoutNul(body.description) ?? '').trim(),
      startDate,
      endDate: body.atPresent ? null : isoDateOf(body.endDate),
      atPresent: body.atPresent,
      occupationId: body.occupationId,
      level: body.level,
      cityId: body.cityId,
    };
  }

  declaredRoute(
    app,
    calls.profile.addExperience,
    routeOptions('Agregar una experiencia laboral'),
    async (request) => {
      const { userId, candidateId } = await candidateOf(request);
      await resumes.addExperience(candidateId, await checkedExperience(request.body));
      return resumeOf(userId);
    },
  );

  declaredRoute(
    app,
    calls.profile.updateExperience,
    routeOptions('Cambiar una experiencia laboral'),
    async (request) => {
      const { userId, candidateId } = await candidateOf(request);
      const experience = await checkedExperience(request.body);
      if (!(await resumes.updateExperience(candidateId, request.params.experienceId, experience)))
        throw httpError(404, 'apiError.resumeItemNotFound');
      return resumeOf(userId);
    },
  );

  declaredRoute(
    app,
    calls.profile.removeExperience,
    routeOptions('Quitar una experiencia laboral'),
    async (request) => {
      const { userId, candidateId } = await candidateOf(request);
      if (!(await resumes.removeExperience(candidateId, request.params.experienceId)))
        throw httpError(404, 'apiError.resumeItemNotFound');
      return resumeOf(userId);
    },
  );

  declaredRoute(
    app,
    calls.profile.setSkill,
    routeOptions('Agregar una habilidad del catálogo o cambiar su nivel (1 a 4)'),
    async (request) => {
      const { userId, candidateId } = await candidateOf(request);
      const { skillId } = request.params;
      const { score } = request.body;
      const issues: FieldIssue<string>[] = [];
      if (score < SKILL_SCORE_MIN || score > SKILL_SCORE_MAX)
        issues.push({ field: 'score', code: 'notSelected' });
      const found = await resumes.existing({ skills: [skillId] });
      if (!found.skills.has(skillId)) issues.push({ field: 'skillId', code: 'notSelected' });
      if (issues.length > 0) throw invalid(issues);
      await resumes.setSkill(candidateId, skillId, score);
      return resumeOf(userId);
    },
  );

  declaredRoute(app, calls.profile.removeSkill, routeOptions('Quitar una habilidad'), async (request) => {
    const { userId, candidateId } = await candidateOf(request);
    if (!(await resumes.removeSkill(candidateId, request.params.skillId)))
      throw httpError(404, 'apiError.resumeItemNotFound');
    return resumeOf(userId);
  });
};
