import { jobCardSchema, offerDetailSchema, skillSchema } from '@camello/domain';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { type ApiCallContext, apiGet } from './api-request.server.ts';
import { type SimilarJobsList, similarJobsListSchema } from './similar-jobs.server.ts';

const socialUrl = z.string().nullable();

export const jobDetailSchema = z.object({
  /** Public id. */
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  h1: z.string(),
  /** Of the vacancy's card, only what the detail shows; `offerDetail` lists salary, cities and the like. */
  card: jobCardSchema.pick({ urgent: true, publishedAt: true, formatPublishDate: true }),
  offerDetail: offerDetailSchema,
  skills: z.array(skillSchema),
  fraudWarning: z.boolean(),
  /** The company's own application page, when it takes applications there. */
  externalApplyUrl: z.string().nullable(),
  company: z.object({
    name: z.string(),
    slug: z.string(),
    logoUrl: z.string().nullable(),
    social: z.object({
      facebook: socialUrl,
      instagram: socialUrl,
      linkedIn: socialUrl,
      youTube: socialUrl,
      tikTok: socialUrl,
      x: socialUrl,
    }),
  }),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

const goneSchema = z.object({ similarJobs: similarJobsListSchema });

export type JobDetailResult =
  | { readonly status: 'open'; readonly job: JobDetail }
  | { readonly status: 'gone'; readonly similarJobs: SimilarJobsList };

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
    const job = await apiGet(
      context,
      `/jobs/v1/public/jobs/${encodeURIComponent(jobSlug)}`,
      { companyShowSlug },
      jobDetailSchema,
    );
    return { status: 'open', job };
  } catch (error) {
    if (error instanceof ApiError && error.status === 410) {
      return { status: 'gone', similarJobs: goneSchema.parse(error.body).similarJobs };
    }
    throw error;
  }
}
