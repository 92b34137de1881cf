import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { httpError } from '../infrastructure/http-errors.ts';
import { candidatesOnly } from '../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { signedInUserOf } from '../infrastructure/request-user.ts';
import type { HostOptions } from '../services/app-services.ts';

/**
 * The candidate's résumé: `GET /v1/candidate` (spec §7), with its completeness by the rule of §5,
 * which the apply flow checks before applying, and the lists its form chooses from.
 */
export const resumeRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, now } = services;

  declaredRoute(
    app,
    calls.profile.resume,
    {
      schema: {
        tags: ['profile'],
        summary: 'La hoja de vida del candidato, con lo que le falta para postularse',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async (request) => {
      const resume = await repositories.resumes.resumeOfUser(signedInUserOf(request).id, now());
      if (!resume) throw httpError(404, 'apiError.notFound');
      return resume;
    },
  );

  declaredRoute(
    app,
    calls.profile.resumeFormOptions,
    {
      schema: {
        tags: ['profile'],
        summary: 'Las listas de opciones del formulario de la hoja de vida',
        security: SESSION_SECURITY,
      },
      ...candidatesOnly,
    },
    async () => repositories.resumeOptions.formOptions(),
  );
};
