import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { SESSION_SECURITY } from '../../infrastructure/openapi.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { companyOf } from '../analyst-scope.ts';

/** The brands of a company (spec §3, "Brand menu"), which the analyst header's brands switcher shows. */
export const brandRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { repositories } },
) => {
  const { analystCompanies } = repositories;

  declaredRoute(
    app,
    calls.analyst.brands,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Las marcas de la empresa',
        security: SESSION_SECURITY,
      },
    },
    async (request) => ({ brands: await analystCompanies.brandsOf(companyOf(request).id) }),
  );

  declaredRoute(
    app,
    calls.analyst.createBrand,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Crear una marca de la empresa; sus analistas la administran también',
        security: SESSION_SECURITY,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await analystCompanies.createBrand(companyOf(request).id, request.body)),
  );

  declaredRoute(
    app,
    calls.analyst.updateBrand,
    {
      schema: {
        tags: ['analyst'],
        summary: 'Cambiar el nombre, el logo o los colores de una marca de la empresa',
        security: SESSION_SECURITY,
      },
    },
    async (request) => {
      const brand = await analystCompanies.updateBrand(
        companyOf(request).id,
        request.params.brandId,
        request.body,
      );
      if (!brand) throw httpError(404, 'apiError.brandNotFound');
      return brand;
    },
  );
};
