import { currencySchema, jobCardSchema } from '@camello/domain';
import { z } from 'zod';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

const jobPostingResponseSchema = z.object({
  status: z.enum(['live', 'gone']),
  posting: z.object({
    publicId: z.string(),
    slug: z.string(),
    title: z.string(),
    descriptionHtml: z.string(),
    publishedAt: z.string(),
    validThrough: z.string().nullable(),
    updatedAt: z.string(),
    employmentType: z.string(),
    experienceMonths: z.number(),
    isRemote: z.boolean(),
    salary: z.object({
      min: z.number().nullable(),
      max: z.number().nullable(),
      currency: currencySchema,
      frequency: z.enum(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']),
      toAgree: z.boolean(),
    }),
    directApply: z.boolean(),
    numberOfQuotas: z.number(),
    cities: z.array(z.object({ name: z.string(), region: z.string(), countryCode: z.string() })),
    company: z.object({
      name: z.string(),
      slug: z.string(),
      logoUrl: z.string().nullable(),
      websiteUrl: z.string().nullable(),
      isPublic: z.boolean(),
    }),
  }),
  similar: z.array(jobCardSchema),
});
export type JobPostingResponse = z.infer<typeof jobPostingResponseSchema>;

/** `GET /api/jobs/v1/seo/job-posting/{jobSlug}`: a vacancy's JobPosting data, and similar jobs once it is gone. */
export function fetchJobPosting(
  context: ApiCallContext,
  jobSlug: string,
  companySlug?: string,
): Promise<JobPostingResponse> {
  return apiGet(
    context,
    `/jobs/v1/seo/job-posting/${encodeURIComponent(jobSlug)}`,
    companySlug ? { companySlug } : {},
    jobPostingResponseSchema,
  );
}

const sitemapIndexSchema = z.object({
  sitemaps: z.array(z.object({ kind: z.string(), page: z.number(), lastmod: z.string().nullable() })),
});
const sitemapFileSchema = z.object({
  urls: z.array(z.object({ path: z.string(), lastmod: z.string().nullable() })),
});

/** `GET /api/jobs/v1/sitemaps`: the child sitemaps. */
export function fetchSitemapIndex(context: ApiCallContext) {
  return apiGet(context, '/jobs/v1/sitemaps', {}, sitemapIndexSchema);
}

/** `GET /api/jobs/v1/sitemaps/{kind}/{page}`: the paths of one child sitemap. */
export function fetchSitemapFile(context: ApiCallContext, kind: string, page: number) {
  return apiGet(context, `/jobs/v1/sitemaps/${kind}/${page}`, {}, sitemapFileSchema);
}
