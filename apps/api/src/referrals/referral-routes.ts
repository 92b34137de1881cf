import {
  cleanName,
  normalizeDocumentNumber,
  normalizePhone,
  type ReferralFields,
  type ReferralIssue,
  referralIssues,
} from '@camello/domain';
import { CV_MAX_BYTES, calls, REFERRAL_TEXT_FIELDS } from '@camello/domain/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkCvFile } from '../infrastructure/cv-file.ts';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { readMultipartParts } from '../infrastructure/multipart-parts.ts';
import { limitRequests, rateLimitRules, sendTooManyRequests } from '../security/rate-limit.ts';
import type { HostOptions } from '../services/app-services.ts';

/** A company's referral page changes rarely; caches keep it as the site keeps its pages. */
const PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=600';

type ReceivedForm = {
  fields: ReferralFields;
  upload: { content: Buffer; fileName: string; truncated: boolean } | null;
};

const emptyFields = (): ReferralFields => ({
  firstName: '',
  lastName: '',
  documentTypeId: '',
  identificationNumber: '',
  countryCode: '',
  phone: '',
  email: '',
  cityBirthId: '',
  comments: '',
  vacancies: [],
});

const isTextField = (name: string): name is (typeof REFERRAL_TEXT_FIELDS)[number] =>
  (REFERRAL_TEXT_FIELDS as readonly string[]).includes(name);

/** Reads the multipart form; a body that is no such form, or breaks its limits, is a 400. */
async function readForm(request: FastifyRequest): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: emptyFields(), upload: null };
  await readMultipartParts(request, async (part) => {
    if (part.type === 'file') {
      const content = await part.toBuffer();
      // A form sent without choosing a file has an empty file part.
      if (part.fieldname === 'upload' && (content.byteLength > 0 || part.file.truncated))
        form.upload = { content, fileName: part.filename, truncated: part.file.truncated };
      return;
    }
    // PostgreSQL text holds no NUL character: drop them rather than fail on them.
    const value = typeof part.value === 'string' ? part.value.replaceAll('\0', '') : '';
    if (part.fieldname === 'vacancies') form.fields.vacancies.push(value);
    else if (isTextField(part.fieldname)) form.fields[part.fieldname] = value;
  });
  return form;
}

/** Referral pages of companies, their vacancies, and the referral form of spec §3. */
export const referralRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, rateLimiter, now } = services;
  await app.register(multipart, {
    throwFileSizeLimit: false,
    // One byte past the limit tells a file over it from one exactly at it.
    limits: { fileSize: CV_MAX_BYTES + 1, files: 1, fields: 40, parts: 42, fieldSize: 8_000 },
  });

  declaredRoute(
    app,
    calls.referrals.sites,
    {
      schema: {
        tags: ['referrals'],
        summary: 'Empresas con página de referidos',
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PUBLIC_CACHE);
      return repositories.referrals.listSites();
    },
  );

  declaredRoute(
    app,
    calls.referrals.settings,
    {
      schema: {
        tags: ['referrals'],
        summary: 'La página de referidos de una empresa',
      },
    },
    async (request, reply) => {
      const settings = await repositories.referrals.findSettings(request.params.companySlug);
      if (!settings) throw httpError(404, 'apiError.referralPageNotFound');
      reply.header('cache-control', PUBLIC_CACHE);
      const { companyId: _companyId, ...page } = settings;
      return page;
    },
  );

  declaredRoute(
    app,
    calls.referrals.vacancies,
    {
      schema: {
        tags: ['referrals'],
        summary: 'Vacantes a las que se puede referir a alguien en una empresa',
      },
    },
    async (request) => {
      const settings = await repositories.referrals.findSettings(request.params.companySlug);
      if (!settings) throw httpError(404, 'apiError.referralPageNotFound');
      return repositories.referrals.listVacancies(settings.companyId, now());
    },
  );

  declaredRoute(
    app,
    calls.referrals.create,
    {
      schema: {
        tags: ['referrals'],
        summary: 'Referir a una persona (multipart/form-data)',
        description:
          'Campos: firstName, lastName, documentTypeId, identificationNumber, countryCode (país del ' +
          'teléfono), phone, email, cityBirthId, comments, vacancies (repetido, ids públicos) y upload ' +
          '(hoja de vida en PDF o DOCX, máximo 5 MB).',
        consumes: ['multipart/form-data'],
      },
      preHandler: limitRequests(rateLimiter, [
        { rule: rateLimitRules.referralPerIp, subjectOf: (request) => request.ip },
      ]),
    },
    async (request, reply) => {
      const settings = await repositories.referrals.findSettings(request.params.slug);
      if (!settings) throw httpError(404, 'apiError.referralPageNotFound');
      const { fields, upload } = await readForm(request);

      const documentTypeId = /^[0-9]{1,9}$/.test(fields.documentTypeId)
        ? Number(fields.documentTypeId)
        : null;
      const documentType = documentTypeId ? await repositories.documentTypes.findById(documentTypeId) : null;
      const phoneCountry = (await repositories.countries.listActive()).find(
        (country) => country.code === fields.countryCode,
      );
      const issues: ReferralIssue[] = referralIssues(fields, {
        documentCode: documentType?.code ?? null,
        phoneCountryKnown: phoneCountry !== undefined,
      });
      const cityBirthId = fields.cityBirthId === '' ? null : Number(fields.cityBirthId);
      if (
        cityBirthId !== null &&
        Number.isInteger(cityBirthId) &&
        !(await repositories.places.cityById(cityBirthId))
      )
        issues.push({ field: 'cityBirthId', code: 'invalidOption' });
      const live = new Set(
        (await repositories.referrals.listVacancies(settings.companyId, now())).map(
          (vacancy) => vacancy.publicId,
        ),
      );
      if (fields.vacancies.some((publicId) => !live.has(publicId)))
        issues.push({ field: 'vacancies', code: 'invalidOption' });

      let cv: { fileName: string; mediaType: string; content: Buffer } | null = null;
      if (upload) {
        // The résumé's content check: a PDF or a Word document by its bytes, at most 5 MB.
        const checked = upload.truncated ? null : await checkCvFile(upload.content, upload.fileName);
        if (checked)
          cv = { fileName: checked.fileName, mediaType: checked.contentType, content: checked.content };
        else issues.push({ field: 'upload', code: 'invalidFile' });
        if (!settings.allowsUpload) issues.push({ field: 'upload', code: 'invalidOption' });
      }
      if (issues.length > 0 || !documentType || !phoneCountry)
        throw httpError(
          400,
          'apiError.invalidReferral',
          {},
          { reason: 'invalidReferral', fieldIssues: issues },
        );

      const stored = await rateLimiter.consume(rateLimitRules.referralStoredPerIp, request.ip);
      if (!stored.allowed) return sendTooManyRequests(request, reply, stored.retryAfterSeconds);
      const created = await repositories.referrals.insert(
        {
          companyId: settings.companyId,
          firstName: cleanName(fields.firstName),
          lastName: cleanName(fields.lastName),
          documentTypeId: documentType.id,
          identificationNumber: normalizeDocumentNumber(fields.identificationNumber),
          countryId: phoneCountry.id,
          phone: normalizePhone(fields.phone),
          email: fields.email.trim(),
          cityBirthId,
          comments: fields.comments.trim() || null,
          vacancyPublicIds: [...new Set(fields.vacancies)],
          upload: cv,
        },
        now(),
      );
      reply.status(201);
      return created;
    },
  );
};
