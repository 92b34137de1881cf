import { calls, type SimilarJobs } from '@camello/domain/contracts';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

export const NO_SIMILAR_JOBS: SimilarJobs = { jobs: [], hasMore: false };

/** `GET /api/jobs/v1/public/jobs/vacants/suggested/{jobSlug}`: open vacancies like this one. */
export function fetchSimilarJobs(context: ApiCallContext, jobSlug: string): Promise<SimilarJobs> {
  return apiGet(context, calls.jobs.similarJobs, { params: { jobSlug } });
}

/**
 * `GET /api/jobs/v2/jobs/suggested/mimir-wisdom`: open vacancies like this one from one company
 * job site (its `companyId` is the site's slug), so that they stay on that site.
 */
export function fetchCompanySimilarJobs(
  context: ApiCallContext,
  publicId: string,
  companySlug: string,
): Promise<SimilarJobs> {
  return apiGet(context, calls.jobs.companySimilarJobs, {
    query: { vacantId: publicId, companyId: companySlug },
  });
}
