import { z } from 'zod';
import { SIMILAR_JOBS_MAX } from '../../constants.ts';
import { jobCardSchema } from '../../entities/job-card.ts';
import { offerDetailSchema, similarJobSchema, skillSchema } from '../../entities/job-detail.ts';
import { currencySchema, salaryFrequencySchema } from '../../enums.ts';
import { errorBodySchema } from '../errors.ts';
import { companySocialSchema } from './landings.ts';
import { publicIdSchema, slugSchema } from './params.ts';

export const jobDetailParamsSchema = z.strictObject({ jobSlug: slugSchema });
export const jobDetailQuerySchema = z.strictObject({
  /** The company job site the vacancy is seen on. */
  companyShowSlug: slugSchema.optional(),
});

/** A vacancy's pay as stored: amounts in whole units of `currency` per `frequency`. */
export const salaryRangeSchema = z.object({
  min: z.number().nullable(),
  max: z.number().nullable(),
  currency: currencySchema,
  frequency: salaryFrequencySchema,
  toAgree: z.boolean(),
});

const namedSchema = z.object({ slug: z.string(), name: z.string() });

export const jobDetailSchema = z.object({
  /** Public id. */
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  h1: z.string(),
  /** The vacancy as its card shows it: company, cities, salary, contract, dates, all formatted. */
  card: jobCardSchema,
  offerDetail: offerDetailSchema,
  skills: z.array(skillSchema),
  questionsCount: z.number().int().nonnegative(),
  numberOfQuotas: z.number().int().positive(),
  validThrough: z.iso.datetime({ offset: true }).nullable(),
  occupation: namedSchema.nullable(),
  sectors: z.array(namedSchema),
  salaryRange: salaryRangeSchema,
  fraudWarning: z.boolean(),
  /** The company's own application page, when it takes applications there. */
  externalApplyUrl: z.string().nullable(),
  company: z.object({
    name: z.string(),
    slug: z.string(),
    logoUrl: z.string().nullable(),
    websiteUrl: z.string().nullable(),
    social: companySocialSchema,
  }),
});
export type JobDetail = z.infer<typeof jobDetailSchema>;

/** Similar live vacancies, as a 410 page or a vacancy's aside lists them. */
export const similarJobsSchema = z.object({
  jobs: z.array(similarJobSchema),
  /** More exist than the ones listed: the page links to a search. */
  hasMore: z.boolean(),
});
export type SimilarJobs = z.infer<typeof similarJobsSchema>;

/** The 410 of a vacancy that was public and no longer is: the error body plus similar live vacancies. */
export const jobGoneSchema = errorBodySchema.extend({
  statusCode: z.literal(410),
  similarJobs: similarJobsSchema,
});
export type JobGone = z.infer<typeof jobGoneSchema>;

/** How to apply to a vacancy, by public id. */
export const jobSettingParamsSchema = z.strictObject({ id: publicIdSchema });
export const jobSettingSchema = z.object({
  id: z.string(),
  jobSlug: z.string(),
  companySlug: z.string(),
  /** Applications are open: the vacancy is live. */
  acceptsApplications: z.boolean(),
  /** Applying happens on the company's own site. */
  externalApplyUrl: z.string().nullable(),
  hasQuestionnaire: z.boolean(),
  questionsCount: z.number().int().nonnegative(),
  fraudWarning: z.boolean(),
});
export type JobSetting = z.infer<typeof jobSettingSchema>;

const similarLimitSchema = z.coerce.number().int().min(1).max(20).default(SIMILAR_JOBS_MAX);

export const similarJobsParamsSchema = z.strictObject({ jobSlug: slugSchema });
export const similarJobsQuerySchema = z.strictObject({ limit: similarLimitSchema });

export const companySimilarJobsQuerySchema = z.strictObject({
  /** Public id of the vacancy. */
  vacantId: publicIdSchema,
  /** Slug of a company job site: suggest only its vacancies (and its brands'). */
  companyId: slugSchema.optional(),
  limit: similarLimitSchema,
});
