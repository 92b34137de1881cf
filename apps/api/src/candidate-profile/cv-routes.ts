import { CV_MAX_BYTES, calls } from '@camello/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition, checkCvFile } from '../infrastructure/cv-file.ts';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { candidatesOnly } from '../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { signedInUserOf } from '../infrastructure/request-user.ts';
import type { HostOptions } from '../services/app-services.ts';

/** The bodies an upload may come as: the file's bytes, whatever type the browser named. */
const RAW_TYPES = [
  'application/octet-stream',
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

/**
 * The candidate's CV file: `PUT /v1/candidate/cv?fileName=…` with the file's bytes as the body
 * (at most 5 MB; a PDF or a DOCX by its content, 400 otherwise), `GET /v1/candidate/cv` to
 * download it and `DELETE /v1/candidate/cv`. Stored in the database, so every instance serves it.
 */
export const cvRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, now } = services;
  const { resumes } = repositories;

  app.addContentTypeParser(
    RAW_TYPES,
    { parseAs: 'buffer', bodyLimit: CV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  async function candidateOf(request: FastifyRequest) {
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
    calls.profile.uploadCv,
    {
      schema: {
        tags: ['profile'],
        summary:
          'Subir o cambiar el archivo de la hoja de vida (PDF o DOCX, máximo 5 MB; el cuerpo son los bytes)',
        security: SESSION_SECURITY,
      },
      bodyLimit: CV_MAX_BYTES,
      ...candidatesOnly,
    },
    async (request) => {
      const { userId, candidateId } = await candidateOf(request);
      const body: unknown = request.body;
      const file = Buffer.isBuffer(body) ? await checkCvFile(body, request.query.fileName) : null;
      if (!file)
        throw httpError(
          400,
          'apiError.invalidCvFile',
          {},
          { fieldIssues: [{ field: 'cv', code: 'invalidFile' }] },
        );
      await resumes.saveCv(candidateId, file);
      return resumeOf(userId);
    },
  );

  declaredRoute(
    app,
    calls.profile.cv,
    {
      schema: {
        tags: ['profile'],
        summary: 'Descargar el archivo de la hoja de vida',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request, reply) => {
      const { candidateId } = await candidateOf(request);
      const file = await resumes.cvFileOfCandidate(candidateId);
      if (!file) throw httpError(404, 'apiError.cvNotFound');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentDisposition(file.fileName))
        .send(file.content);
    },
  );

  declaredRoute(
    app,
    calls.profile.removeCv,
    {
      schema: {
        tags: ['profile'],
        summary: 'Quitar el archivo de la hoja de vida',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const { userId, candidateId } = await candidateOf(request);
      await resumes.removeCv(candidateId);
      return resumeOf(userId);
    },
  );
};
