import { similarJobSchema } from '@camello/domain';
import { z } from 'zod';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

export const similarJobsListSchema = z.object({
  jobs: z.array(similarJobSchema),
  /** More exist than the ones listed: the page links to a search. */
  hasMore: z.boolean(),
});
export type SimilarJobsList = z.infer<typeof similarJobsListSchema>;

export const NO_SIMILAR_JOBS: SimilarJobsList = { jobs: [], hasMore: false };

/** `GET /api/jobs/v1/public/jobs/vacants/suggested/{jobSlug}`: open vacancies like this one. */
export function fetchSimilarJobs(context: ApiCallContext, jobSlug: string): Promise<SimilarJobsList> {
  return apiGet(
    context,
    `/jobs/v1/public/jobs/vacants/suggested/${encodeURIComponent(jobSlug)}`,
    {},
    similarJobsListSchema,
  );
}

/**
 * `GET /api/jobs/v2/jobs/suggested/mimir-wisdom`: open vacancies like this one from one company
 * job site (its `companyId` is the site's slug), so that they stay on that site.
 */
export function fetchCompanySimilarJobs(
  context: ApiCallContext,
  publicId: string,
  companySlug: string,
): Promise<SimilarJobsList> {
  return apiGet(
    context,
    '/jobs/v2/jobs/suggested/mimir-wisdom',
    { vacantId: publicId, companyId: companySlug },
    similarJobsListSchema,
  );
}
