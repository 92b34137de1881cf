import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { requestLocale } from '../../infrastructure/locale.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { availability } from '../detail/vacancy-availability.ts';
import { similarJobs } from './similar-jobs.ts';

/**
 * Similar vacancies (same occupation, sector and city first, then similar titles), never the
 * vacancy itself and never one that is no longer live. They also work for a closed vacancy.
 */
export const similarRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { now } = services;

  declaredRoute(
    app,
    calls.jobs.similarJobs,
    {
      ...services.publicAnswers.routeOptions,
      schema: {
        tags: ['jobs'],
        summary: 'Vacantes parecidas a una vacante',
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const vacancy = await services.vacancyRecord({ slug: request.params.jobSlug });
      if (!vacancy || availability(vacancy, now()) === 'missing') {
        throw httpError(404, 'apiError.vacancyNotFound');
      }
      return similarJobs(services, vacancy, {
        scope: { kind: 'public' },
        limit: request.query.limit,
        locale,
      });
    },
  );

  declaredRoute(
    app,
    calls.jobs.companySimilarJobs,
    {
      ...services.publicAnswers.routeOptions,
      schema: {
        tags: ['jobs'],
        summary: 'Vacantes parecidas, opcionalmente de una sola empresa',
      },
    },
    async (request) => {
      const locale = requestLocale(request);
      const { vacantId, companyId, limit } = request.query;
      const vacancy = await services.vacancyRecord({ publicId: vacantId });
      if (!vacancy || availability(vacancy, now(), companyId ?? vacancy.company_slug) === 'missing') {
        throw httpError(404, 'apiError.vacancyNotFound');
      }
      const scope = companyId
        ? { kind: 'company' as const, companySlug: companyId }
        : { kind: 'public' as const };
      return similarJobs(services, vacancy, { scope, limit, locale });
    },
  );
};
