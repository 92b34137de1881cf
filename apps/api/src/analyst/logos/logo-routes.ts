import { LOGO_MAX_BYTES } from '@camello/domain';
import { calls, logoFilePath } from '@camello/domain/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { readMultipartParts } from '../../infrastructure/multipart-parts.ts';
import { SESSION_SECURITY } from '../../infrastructure/openapi.ts';
import { limitRequests, rateLimitRules } from '../../security/rate-limit.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { checkLogoFile } from './logo-file.ts';

/** The `logo` file of a multipart form, at most one byte past the limit; null when none was sent. */
async function readLogoPart(request: FastifyRequest): Promise<Buffer | null> {
  let logo: Buffer | null = null;
  await readMultipartParts(request, async (part) => {
    if (part.type !== 'file') return;
    const content = await part.toBuffer();
    if (part.fieldname === 'logo' && content.byteLength > 0) logo = content;
  });
  return logo;
}

/**
 * `POST /api/analyst/v1/companies/{companyId}/logos`: an analyst uploads a logo for the company or
 * one of its brands, and gets the address to save in its settings. Served from this site, it shows
 * under the pages' CSP, which lets in no image from elsewhere.
 */
export const logoUploadRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  await app.register(multipart, {
    throwFileSizeLimit: false,
    // One byte past the limit tells a file over it from one exactly at it.
    limits: { fileSize: LOGO_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 },
  });

  declaredRoute(
    app,
    calls.analyst.uploadLogo,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Subir un logo (multipart/form-data, campo logo: PNG, JPG o WebP de hasta 256 KB)',
        security: SESSION_SECURITY,
        consumes: ['multipart/form-data'],
      },
      preHandler: limitRequests(services.rateLimiter, [
        { rule: rateLimitRules.logoUploadPerUser, subjectOf: (request) => request.user?.id },
      ]),
    },
    async (request, reply) => {
      const upload = await readLogoPart(request);
      const logo = upload && (await checkLogoFile(upload));
      if (!logo) throw httpError(400, 'apiError.logoNotValid');
      await services.repositories.logoImages.save(logo.sha256, logo);
      return reply.code(201).send({ logoUrl: logoFilePath(logo.sha256, logo.mediaType) });
    },
  );
};

/** `GET /api/jobs/v1/public/logos/{sha256}.{ext}`: an uploaded logo, the same bytes forever. */
export const logoFileRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  declaredRoute(
    app,
    calls.jobs.logo,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Un logo subido por una empresa',
      },
    },
    async (request, reply) => {
      const sha256 = request.params.file.slice(0, 64);
      const logo = await services.repositories.logoImages.get(sha256);
      // One address per logo: its extension is the image's own.
      if (!logo || !logoFilePath(sha256, logo.mediaType).endsWith(`/${request.params.file}`))
        throw httpError(404, 'apiError.logoNotFound');
      return reply
        .type(logo.mediaType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(logo.content));
    },
  );
};
