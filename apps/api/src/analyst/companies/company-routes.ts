import { calls, routeUrl } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  app.get(
    routeUrl(app.prefix, calls.analyst.companies),
    {
      schema: {
        tags: ['analyst'],
        summary: 'Las empresas a las que está vinculado el analista',
        security: SESSION_SECURITY,
        response: calls.analyst.companies.responses,
      },
    },
    async (request) => ({
      companies: await repositories.analystCompanies.listOf(signedInUserOf(request).id),
    }),
  );

  app.get(
    routeUrl(app.prefix, calls.analyst.company),
    {
      schema: {
        tags: ['analyst'],
        summary: 'Una empresa del analista',
        security: SESSION_SECURITY,
        params: calls.analyst.company.params,
        response: calls.analyst.company.responses,
      },
    },
    async (request) => companyOf(request),
  );

  app.post(
    routeUrl(app.prefix, calls.analyst.linkCompany),
    {
      schema: {
        tags: ['analyst'],
        summary: 'Crear una empresa (sitio de empleo público) de la que el analista es dueño',
        security: SESSION_SECURITY,
        body: calls.analyst.linkCompany.body,
        response: calls.analyst.linkCompany.responses,
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

  app.delete(
    routeUrl(app.prefix, calls.analyst.unlinkCompany),
    {
      schema: {
        tags: ['analyst'],
        summary: 'Desvincular al analista de una empresa',
        security: SESSION_SECURITY,
        params: calls.analyst.unlinkCompany.params,
        response: calls.analyst.unlinkCompany.responses,
      },
    },
    async (request) => {
      const company = companyOf(request);
      await repositories.analystCompanies.unlink(signedInUserOf(request).id, company.id);
      return { unlinked: true as const };
    },
  );
};
