import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { requestLocale } from '../../infrastructure/locale.ts';
import type { HostOptions } from '../../services/app-services.ts';
import {
  childLandings,
  findCompanyLanding,
  findLanding,
  listLandings,
  sectorLanding,
} from './landing-catalogue.ts';

/**
 * Landing pages (spec §7): one landing, the landings of a type, a sector's landing slug. Each is the
 * same for every visitor until the data changes, so all are kept with the other public answers.
 */
export const landingRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  declaredRoute(
    app,
    calls.jobs.landing,
    {
      ...services.publicAnswers.routeOptions,
      schema: {
        tags: ['landings'],
        summary: 'Una landing por su slug, o el sitio de empleo de una empresa (con `brand`)',
      },
    },
    async (request) => {
      const { slug } = request.params;
      const { brand } = request.query;
      const locale = requestLocale(request);
      const landing =
        (brand === undefined ? await findLanding(services, slug, locale) : null) ??
        (await findCompanyLanding(services, slug, brand, locale));
      if (!landing) throw httpError(404, 'apiError.landingNotFound');
      return landing;
    },
  );

  declaredRoute(
    app,
    calls.jobs.landingLinks,
    {
      ...services.publicAnswers.routeOptions,
      schema: {
        tags: ['landings'],
        summary: 'Las landings de un tipo que tienen vacantes, las de más vacantes primero',
      },
    },
    (request) => listLandings(services, request.params.type, requestLocale(request)),
  );

  declaredRoute(
    app,
    calls.jobs.landingLinksByOccupation,
    {
      ...services.publicAnswers.routeOptions,
      schema: {
        tags: ['landings'],
        summary: 'Las landings por ciudad de un cargo o un área',
      },
    },
    async (request) => {
      const links = await childLandings(services, request.params.parentSlug, requestLocale(request));
      if (!links) throw httpError(404, 'apiError.occupationNotFound');
      return links;
    },
  );

  declaredRoute(
    app,
    calls.jobs.sectorLanding,
    {
      ...services.publicAnswers.routeOptions,
      schema: {
        tags: ['landings'],
        summary: 'El slug y el título de la landing de un sector',
      },
    },
    async (request) => {
      const landing = await sectorLanding(services, request.params.sectorId, requestLocale(request));
      if (!landing) throw httpError(404, 'apiError.sectorNotFound');
      return landing;
    },
  );
};
