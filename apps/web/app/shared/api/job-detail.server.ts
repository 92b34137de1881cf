import { calls, jobDetailSchema as jobDetailContract, type SimilarJobs } from '@camello/domain/contracts';
import type { z } from 'zod';
import { ApiError } from './api-error.ts';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

/** Of the API's answer, only what the page shows: it travels to the browser with the page. */
const jobDetailSchema = jobDetailContract
  .pick({
    id: true,
    slug: true,
    title: true,
    h1: true,
    offerDetail: true,
    skills: true,
    fraudWarning: true,
    externalApplyUrl: true,
  })
  .extend({
    /** Of the vacancy's card, only what the detail shows; `offerDetail` lists salary, cities and the like. */
    card: jobDetailContract.shape.card.pick({ urgent: true, publishedAt: true, formatPublishDate: true }),
    company: jobDetailContract.shape.company.pick({ name: true, slug: true, logoUrl: true, social: true }),
  });
export type JobDetail = z.infer<typeof jobDetailSchema>;

export type JobDetailResult =
  | { readonly status: 'open'; readonly job: JobDetail }
  | { readonly status: 'gone'; readonly similarJobs: SimilarJobs };

/**
 * `GET /api/jobs/v1/public/jobs/{jobSlug}`: one public vacancy. A closed or expired one answers
 * 410 with similar open vacancies; a missing one stays an `ApiError` 404.
 */
export async function fetchJobDetail(
  context: ApiCallContext,
  jobSlug: string,
  companyShowSlug?: string,
): Promise<JobDetailResult> {
  try {
    const job = await apiGet(context, calls.jobs.jobDetail, {
      params: { jobSlug },
      query: { companyShowSlug },
    });
    return { status: 'open', job: jobDetailSchema.parse(job) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) {
      return {
        status: 'gone',
        similarJobs: calls.jobs.jobDetail.responses[410].parse(error.body).similarJobs,
      };
    }
    throw error;
  }
}
