import { dynamicUrlFor, loadCardRows, toJobCard } from '@camello/db';
import { type Currency, JOB_SITE_KIND, type SalaryFrequency, SIMILAR_JOBS_MAX } from '@camello/domain';
import {
  jobPostingParamsSchema,
  jobPostingQuerySchema,
  jobPostingResponseSchema,
} from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../../infrastructure/locale.ts';
import type { HostOptions } from '../../../services/app-services.ts';
import { type AvailabilityFacts, availability } from '../detail/vacancy-record.ts';
import { httpError } from '../http-errors.ts';

type PostingRow = AvailabilityFacts & {
  id: string;
  public_id: string;
  slug: string;
  title: string;
  description_html: string;
  updated_at: Date;
  employment_type: string;
  experience_months: number;
  is_remote: boolean;
  salary_min: number | null;
  salary_max: number | null;
  currency: Currency;
  salary_frequency: SalaryFrequency;
  salary_to_agree: boolean;
  external_apply_url: string | null;
  number_of_quotas: number;
  occupation_id: number | null;
  company_name: string;
  company_slug: string;
  logo_url: string | null;
  website_url: string | null;
  cities: { id: number; name: string; region: string; countryCode: string }[];
  sector_ids: number[];
};

/**
 * What search engines need of one vacancy (schema.org JobPosting), for `/empleos/{jobSlug}` and
 * `/empresas/{companySlug}/{jobSlug}`. Drafts are unknown (404); closed, paused and expired
 * vacancies come back as `gone` with similar open jobs, so the page can answer 410.
 */
export const jobPostingRoutes: FastifyPluginAsyncZod<HostOptions> = async (
  app,
  { services: { db, now, search } },
) => {
  app.get(
    '/v1/seo/job-posting/:jobSlug',
    {
      schema: {
        tags: ['jobs'],
        summary: 'Los datos de una vacante para su JSON-LD JobPosting y la página 410',
        params: jobPostingParamsSchema,
        querystring: jobPostingQuerySchema,
        response: { 200: jobPostingResponseSchema },
      },
    },
    async (request) => {
      const { jobSlug } = request.params;
      const { companySlug } = request.query;
      const { rows } = await db.query<PostingRow>(
        `SELECT v.*, c.name AS company_name, c.slug AS company_slug, c.logo_url, c.website_url,
                c.is_active AS company_is_active, c.job_site_kind = ${JOB_SITE_KIND.PUBLIC} AS company_is_public,
                ARRAY(SELECT s.slug FROM companies s WHERE s.id IN (c.id, c.parent_company_id)) AS company_sites,
                coalesce((SELECT json_agg(json_build_object('id', ci.id, 'name', ci.display_name, 'region', d.name,
                                   'countryCode', upper(co.iso2)) ORDER BY vc.position, ci.id)
                   FROM vacancy_cities vc JOIN cities ci ON ci.id = vc.city_id
                   JOIN departments d ON d.id = ci.department_id JOIN countries co ON co.id = ci.country_id
                  WHERE vc.vacancy_id = v.id), '[]') AS cities,
                ARRAY(SELECT vs.sector_id FROM vacancy_sectors vs WHERE vs.vacancy_id = v.id) AS sector_ids
           FROM vacancies v JOIN companies c ON c.id = v.company_id
          WHERE v.slug = $1`,
        [jobSlug],
      );
      const row = rows[0];
      const at = now();
      const state = row ? availability(row, at, companySlug) : 'missing';
      if (!row || state === 'missing') throw httpError(404, 'apiError.vacancyNotFound');
      const live = state === 'live';
      const probe = {
        vacancyId: row.id,
        title: row.title,
        occupationId: row.occupation_id,
        sectorIds: row.sector_ids,
        cityIds: row.cities.map((city) => city.id),
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
      const similar = (await loadCardRows(db, similarIds)).map((card) =>
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
          cities: row.cities.map(({ name, region, countryCode }) => ({ name, region, countryCode })),
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
