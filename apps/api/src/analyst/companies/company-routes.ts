import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { SESSION_SECURITY } from '../../infrastructure/openapi.ts';
import { signedInUserOf } from '../../infrastructure/request-user.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { companyOf } from '../analyst-scope.ts';

/**
 * The companies the analyst works for (spec §2, "linked companies"): the list, one of them, "Invitar
 * una empresa" (a new company the analyst owns) and leaving one.
 */
export const companyRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  declaredRoute(
    app,
    calls.analyst.companies,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Las empresas a las que está vinculado el analista',
        security: SESSION_SECURITY,
      },
    },
    async (request) => ({
      companies: await repositories.analystCompanies.listOf(signedInUserOf(request).id),
    }),
  );

  declaredRoute(
    app,
    calls.analyst.company,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Una empresa del analista',
        security: SESSION_SECURITY,
      },
    },
    async (request) => companyOf(request),
  );

  declaredRoute(
    app,
    calls.analyst.linkCompany,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Crear una empresa (sitio de empleo público) de la que el analista es dueño',
        security: SESSION_SECURITY,
      },
    },
    async (request, reply) => {
      const { id: analystId } = signedInUserOf(request);
      const companyId = await repositories.analystCompanies.create(analystId, request.body.name);
      const company = await repositories.analystCompanies.linked(analystId, companyId);
      if (!company) throw httpError(404, 'apiError.companyNotFound');
      return reply.status(201).send(company);
    },
  );

  declaredRoute(
    app,
    calls.analyst.unlinkCompany,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Desvincular al analista de una empresa',
        security: SESSION_SECURITY,
      },
    },
    async (request) => {
      const company = companyOf(request);
      await repositories.analystCompanies.unlink(signedInUserOf(request).id, company.id);
      return { unlinked: true as const };
    },
  );
};
