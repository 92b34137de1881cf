import { calls, type JobSetting } from '@camello/domain/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { declaredRoute } from '../../infrastructure/declared-route.ts';
import type { AppServices, HostOptions } from '../../services/app-services.ts';
import { vacancyByPublicId } from './vacancy-availability.ts';

/** How to apply to a vacancy, by public id; 404 for one that never was public. */
export async function jobSetting(services: AppServices, id: string): Promise<JobSetting> {
  const { vacancy, state } = await vacancyByPublicId(services, id);
  return {
    id: vacancy.public_id,
    jobSlug: vacancy.slug,
    companySlug: vacancy.company_slug,
    acceptsApplications: state === 'live',
    externalApplyUrl: vacancy.external_apply_url,
    hasQuestionnaire: vacancy.questions_count > 0,
    questionsCount: vacancy.questions_count,
    fraudWarning: vacancy.fraud_warning,
  };
}

/** GET /v1/public/jobs/setting/{id}: how to apply to a vacancy, by public id. */
export const jobSettingRoutes: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  declaredRoute(
    app,
    calls.jobs.jobSetting,
    {
      schema: {
        tags: ['jobs'],
        summary: 'Cómo postularse a una vacante',
      },
    },
    async (request) => jobSetting(services, request.params.id),
  );
};
