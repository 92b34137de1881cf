import { calls } from '@camello/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../infrastructure/declared-route.ts';
import { requestLocale } from '../infrastructure/locale.ts';
import { neverShared } from '../infrastructure/never-shared.ts';
import { SESSION_SECURITY } from '../infrastructure/openapi.ts';
import { requireUser, signedInUserOf } from '../infrastructure/request-user.ts';
import { filterLabels, filterSettings, searchPage } from '../search/index.ts';
import type { HostOptions } from '../services/app-services.ts';
import { jobDetailAnswer, jobSetting } from '../vacancies/index.ts';

/** What every private twin declares: a session, and answers kept out of shared caches. */
const signedInOnly = { onRequest: neverShared, preHandler: requireUser };

/**
 * The jobs host for a signed-in person (spec §7, "Jobs host, private"): each route answers what
 * its public twin answers, plus the candidate's own state (saved, applied, seen) on each vacancy.
 */
export const privateJobRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { repositories, search } = services;
  const statesOn = (request: FastifyRequest, publicIds: string[]) =>
    repositories.candidateJobStates.ofUserOn(signedInUserOf(request).id, publicIds);

  declaredRoute(
    app,
    calls.jobs.candidateFilterSettings,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Filtros, tamaños de página y órdenes del listado, con sesión',
        security: SESSION_SECURITY,
      },
      ...signedInOnly,
    },
    async (request) =>
      filterSettings(repositories.companies, request.query.companySlug, requestLocale(request)),
  );

  declaredRoute(
    app,
    calls.jobs.candidateFilterLabels,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Nombres de los filtros y de los valores aplicados, con sesión',
        security: SESSION_SECURITY,
      },
      ...signedInOnly,
    },
    async (request) => filterLabels(search, request.query.filters ?? {}, requestLocale(request)),
  );

  declaredRoute(
    app,
    calls.jobs.candidateSearch,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Buscar vacantes, con el estado del candidato en cada una',
        security: SESSION_SECURITY,
      },
      ...signedInOnly,
    },
    async (request) => {
      const page = await searchPage(services, request.query, requestLocale(request));
      const stateOf = await statesOn(
        request,
        page.rows.map((row) => row.id),
      );
      return { ...page, rows: page.rows.map((row) => ({ ...row, candidateState: stateOf(row.id) })) };
    },
  );

  declaredRoute(
    app,
    calls.jobs.candidateJobDetail,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Detalle de una vacante, con el estado del candidato en ella',
        security: SESSION_SECURITY,
      },
      ...signedInOnly,
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const answer = await jobDetailAnswer(
        services,
        request.params.jobSlug,
        request.query.companyShowSlug,
        locale,
      );
      if ('gone' in answer) return reply.status(410).send(answer.gone);
      const { detail } = answer;
      const candidateState = (await statesOn(request, [detail.id]))(detail.id);
      return {
        ...detail,
        offerDetail: { ...detail.offerDetail, isApplied: candidateState.applied },
        candidateState,
      };
    },
  );

  declaredRoute(
    app,
    calls.jobs.candidateJobSetting,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Cómo postularse a una vacante, con el estado del candidato en ella',
        security: SESSION_SECURITY,
      },
      ...signedInOnly,
    },
    async (request) => {
      const setting = await jobSetting(services, request.params.id);
      return { ...setting, candidateState: (await statesOn(request, [setting.id]))(setting.id) };
    },
  );
};
