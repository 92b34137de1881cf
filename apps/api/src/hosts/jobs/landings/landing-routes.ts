import { LANDING_TYPES } from '@camello/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { httpError } from '../http-errors.ts';
import type { JobsServices } from '../jobs-services.ts';
import {
  childLandings,
  findCompanyLanding,
  findLanding,
  listLandings,
  sectorLanding,
} from './landing-catalogue.ts';
import { landingLinkSchema, landingSchema, sectorLandingSchema } from './landing-schemas.ts';

const slugParam = z
  .string()
  .max(300)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/** Landing pages (spec §7): one landing, the landings of a type, a sector's landing slug. */
export const landingRoutes: FastifyPluginAsyncZod<JobsServices> = async (app, services) => {
  app.get(
    '/v1/landing/:slug',
    {
      schema: {
        tags: ['landings'],
        summary: 'Una landing por su slug, o el sitio de empleo de una empresa (con `brand`)',
        params: z.object({ slug: slugParam }),
        querystring: z.object({ brand: slugParam.optional() }),
        response: { 200: landingSchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const { brand } = request.query;
      const landing =
        (brand === undefined ? await findLanding(services, slug) : null) ??
        (await findCompanyLanding(services, slug, brand));
      if (!landing) throw httpError(404, 'No encontramos esta página de empleos');
      return landing;
    },
  );

  app.get(
    '/v1/landing/list/:type',
    {
      schema: {
        tags: ['landings'],
        summary: 'Las landings de un tipo que tienen vacantes, las de más vacantes primero',
        params: z.object({ type: z.enum(LANDING_TYPES) }),
        response: { 200: z.array(landingLinkSchema) },
      },
    },
    (request) => listLandings(services, request.params.type),
  );

  app.get(
    '/v1/landing/list/by-occupation-with-location/:parentSlug',
    {
      schema: {
        tags: ['landings'],
        summary: 'Las landings por ciudad de un cargo o un área',
        params: z.object({ parentSlug: slugParam }),
        response: { 200: z.array(landingLinkSchema) },
      },
    },
    async (request) => {
      const links = await childLandings(services, request.params.parentSlug);
      if (!links) throw httpError(404, 'No encontramos este cargo');
      return links;
    },
  );

  app.get(
    '/v1/landing/slug/:sectorId',
    {
      schema: {
        tags: ['landings'],
        summary: 'El slug y el título de la landing de un sector',
        params: z.object({ sectorId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: sectorLandingSchema },
      },
    },
    async (request) => {
      const landing = await sectorLanding(services, request.params.sectorId);
      if (!landing) throw httpError(404, 'No encontramos este sector');
      return landing;
    },
  );
};
