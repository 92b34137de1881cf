import { z } from 'zod';
import { jobCardSchema } from '../../entities/job-card.ts';
import { salaryRangeSchema } from './job-detail.ts';
import { longSlugSchema } from './params.ts';

export const jobPostingParamsSchema = z.object({ jobSlug: longSlugSchema });
export const jobPostingQuerySchema = z.object({ companySlug: z.string().max(120).optional() });

/** What search engines need of one vacancy (schema.org JobPosting). */
export const jobPostingSchema = z.object({
  publicId: z.string(),
  slug: z.string(),
  title: z.string(),
  descriptionHtml: z.string(),
  publishedAt: z.string(),
  validThrough: z.string().nullable(),
  updatedAt: z.string(),
  employmentType: z.string(),
  experienceMonths: z.number().int(),
  isRemote: z.boolean(),
  salary: salaryRangeSchema,
  /** Candidates apply on Camello itself (no external application page). */
  directApply: z.boolean(),
  numberOfQuotas: z.number().int(),
  cities: z.array(z.object({ name: z.string(), region: z.string(), countryCode: z.string() })),
  company: z.object({
    name: z.string(),
    slug: z.string(),
    logoUrl: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    isPublic: z.boolean(),
  }),
});
export type JobPosting = z.infer<typeof jobPostingSchema>;

export const jobPostingResponseSchema = z.object({
  /** `gone`: was public and no longer is; the page answers 410 with similar open jobs. */
  status: z.enum(['live', 'gone']),
  posting: jobPostingSchema,
  similar: z.array(jobCardSchema),
});
export type JobPostingResponse = z.infer<typeof jobPostingResponseSchema>;
