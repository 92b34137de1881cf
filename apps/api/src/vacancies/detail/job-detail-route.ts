import { dynamicUrlFor, toJobCard } from '@camello/db';
import { type Locale, SIMILAR_JOBS_MAX, translate } from '@camello/domain';
import { calls, type JobDetail, type JobGone } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import { errorBody } from '../../infrastructure/errors.ts';
import { httpError } from '../../infrastructure/http-errors.ts';
import { requestLocale } from '../../infrastructure/locale.ts';
import type { AppServices, HostOptions } from '../../services/app-services.ts';
import { similarJobs } from '../similar/similar-jobs.ts';
import type { VacancyRecord } from '../vacancies-repository.ts';
import { availability } from './vacancy-availability.ts';

function toJobDetail(vacancy: VacancyRecord, locale: Locale, now: Date, companySite?: string): JobDetail {
  const card = toJobCard(vacancy, { locale, now, dynamicUrl: dynamicUrlFor(companySite) });
  const details = [
    { icon: 'salary', text: card.salary },
    { icon: 'contract', text: card.contractType },
    { icon: 'experience', text: card.experience },
    { icon: 'education', text: card.educationLevel },
    { icon: 'quotas', text: translate(locale, 'jobDetail.quotas', { count: vacancy.number_of_quotas }) },
    { icon: 'publishDate', text: card.formatPublishDate },
  ].filter((item) => item.text !== '');
  return {
    id: vacancy.public_id,
    slug: vacancy.slug,
    title: vacancy.title,
    h1: vacancy.h1 ?? vacancy.title,
    card,
    offerDetail: {
      offerDescription: vacancy.description_html,
      offerDetailsList: details,
      cities: vacancy.cities,
      isRemote: vacancy.is_remote,
      textRemote: vacancy.remote_text ?? (vacancy.is_remote ? translate(locale, 'jobDetail.remote') : ''),
      jobVideo: vacancy.video_url,
      isApplied: false,
      selectedJobId: vacancy.public_id,
    },
    skills: vacancy.skills.map((skill) => ({ id: String(skill.id), name: skill.name, score: skill.score })),
    questionsCount: vacancy.questions_count,
    numberOfQuotas: vacancy.number_of_quotas,
    validThrough: vacancy.valid_through?.toISOString() ?? null,
    occupation: vacancy.occupation,
    sectors: vacancy.sectors,
    salaryRange: {
      min: vacancy.salary_min,
      max: vacancy.salary_max,
      currency: vacancy.currency,
      frequency: vacancy.salary_frequency,
      toAgree: vacancy.salary_to_agree,
    },
    fraudWarning: vacancy.fraud_warning,
    externalApplyUrl: vacancy.external_apply_url,
    company: {
      name: vacancy.company_name,
      slug: vacancy.company_slug,
      logoUrl: vacancy.logo_url,
      websiteUrl: vacancy.website_url,
      social: {
        facebook: vacancy.facebook_url,
        instagram: vacancy.instagram_url,
        linkedIn: vacancy.linkedin_url,
        youTube: vacancy.youtube_url,
        tikTok: vacancy.tiktok_url,
        x: vacancy.x_url,
      },
    },
  };
}

/** A vacancy's detail, or, for one that was public and no longer is, the 410 with similar live ones. */
export type JobDetailAnswer = { detail: JobDetail } | { gone: JobGone };

/**
 * The offer detail of a vacancy, seen on the site or on the company job site `site`. One that
 * closed or expired is gone, with similar live vacancies; one that never was public is a 404.
 */
export async function jobDetailAnswer(
  services: AppServices,
  slug: string,
  site: string | undefined,
  locale: Locale,
): Promise<JobDetailAnswer> {
  const vacancy = await services.vacancyRecord({ slug });
  const at = services.now();
  const state = vacancy ? availability(vacancy, at, site) : 'missing';
  if (!vacancy || state === 'missing') throw httpError(404, 'apiError.vacancyNotFound');
  if (state === 'gone') {
    const scope = site ? { kind: 'company' as const, companySlug: site } : { kind: 'public' as const };
    return {
      gone: {
        ...errorBody(410, translate(locale, 'apiError.vacancyExpired')),
        statusCode: 410 as const,
        similarJobs: await similarJobs(services, vacancy, { scope, limit: SIMILAR_JOBS_MAX, locale }),
      },
    };
  }
  return { detail: toJobDetail(vacancy, locale, at, site) };
}

/** GET /v1/public/jobs/{jobSlug}: the offer detail (410 with similar vacancies once it is gone). */
export const jobDetailRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  declaredRoute(
    app,
    calls.jobs.jobDetail,
    {
      ...services.publicAnswers.routeOptions,
      schema: {
        tags: ['jobs'],
        summary: 'Detalle de una vacante',
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const answer = await jobDetailAnswer(
        services,
        request.params.jobSlug,
        request.query.companyShowSlug,
        locale,
      );
      return 'gone' in answer ? reply.status(410).send(answer.gone) : answer.detail;
    },
  );
};
