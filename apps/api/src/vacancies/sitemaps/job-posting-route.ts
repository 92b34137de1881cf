import { dynamicUrlFor, toJobCard } from '@camello/db';
import { SIMILAR_JOBS_MAX } from '@camello/domain';
import { calls } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { requestLocale } from '../../infrastructure/locale.ts';
import type { HostOptions } from '../../services/app-services.ts';
import { availability } from '../detail/vacancy-availability.ts';

/**
 * What search engines need of one vacancy (schema.org JobPosting), for `/empleos/{jobSlug}` and
 * `/empresas/{companySlug}/{jobSlug}`. Drafts are unknown (404); closed, paused and expired
 * vacancies come back as `gone` with similar open jobs, so the page can answer 410.
 */
export const jobPostingRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  const { jobCards, now, search } = services;
  declaredRoute(
    app,
    calls.jobs.jobPosting,
    {
      ...services.publicAnswers.routeOptions,
      schema: {
        tags: ['jobs'],
        summary: 'Los datos de una vacante para su JSON-LD JobPosting y la página 410',
      },
    },
    async (request) => {
      const { jobSlug } = request.params;
      const { companySlug } = request.query;
      // A vacancy page asks for this with the vacancy's detail and similar vacancies: one read for all three.
      const row = await services.vacancyRecord({ slug: jobSlug });
      const at = now();
      const state = row ? availability(row, at, companySlug) : 'missing';
      if (!row || state === 'missing') throw httpError(404, 'apiError.vacancyNotFound');
      const live = state === 'live';
      const probe = {
        vacancyId: row.id,
        title: row.title,
        occupationId: row.occupation_id,
        sectorIds: row.sector_ids,
        cityIds: row.city_details.map((city) => city.id),
      };
      // On a company job site, its own open jobs first; when it has none alike, the public ones.
      let similarIds: string[] = [];
      let similarBase = dynamicUrlFor(undefined);
      if (!live && companySlug) {
        similarIds = await search.similar({
          probe,
          scope: { kind: 'company', companySlug },
          limit: SIMILAR_JOBS_MAX,
        });
        similarBase = dynamicUrlFor(companySlug);
      }
      if (!live && similarIds.length === 0) {
        similarIds = await search.similar({ probe, scope: { kind: 'public' }, limit: SIMILAR_JOBS_MAX });
        similarBase = dynamicUrlFor(undefined);
      }
      const locale = requestLocale(request);
      const similar = (await jobCards(similarIds)).map((card) =>
        toJobCard(card, { locale, now: at, dynamicUrl: similarBase }),
      );
      return {
        status: live ? ('live' as const) : ('gone' as const),
        posting: {
          publicId: row.public_id,
          slug: row.slug,
          title: row.title,
          descriptionHtml: row.description_html,
          publishedAt: row.published_at.toISOString(),
          validThrough: row.valid_through?.toISOString() ?? null,
          updatedAt: row.updated_at.toISOString(),
          employmentType: row.employment_type,
          experienceMonths: row.experience_months,
          isRemote: row.is_remote,
          salary: {
            min: row.salary_min === null ? null : Number(row.salary_min),
            max: row.salary_max === null ? null : Number(row.salary_max),
            currency: row.currency,
            frequency: row.salary_frequency,
            toAgree: row.salary_to_agree,
          },
          directApply: row.external_apply_url === null,
          numberOfQuotas: row.number_of_quotas,
          cities: row.city_details.map(({ name, region, countryCode }) => ({ name, region, countryCode })),
          company: {
            name: row.company_name,
            slug: row.company_slug,
            logoUrl: row.logo_url,
            websiteUrl: row.website_url,
            isPublic: row.company_is_public,
          },
        },
        similar,
      };
    },
  );
};
