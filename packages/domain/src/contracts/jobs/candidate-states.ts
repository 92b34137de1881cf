import { z } from 'zod';
import { linkupSchema } from '../../entities/candidate.ts';
import { jobCardSchema } from '../../entities/job-card.ts';
import { similarJobSchema } from '../../entities/job-detail.ts';
import { MARKABLE_JOB_STATES, type MarkableJobState } from '../../rules/candidate-job-states.ts';
import { jobDetailSchema, jobSettingSchema } from './job-detail.ts';
import { publicIdSchema } from './params.ts';
import { searchResponseSchema } from './search.ts';

/**
 * What the signed-in person has done with a vacancy (saved it, applied to it, seen it), from the
 * candidate-to-job states of spec §4. All false for a person with no candidate profile (an analyst).
 */
export const candidateVacancyStateSchema = z.object({
  saved: z.boolean(),
  applied: z.boolean(),
  seen: z.boolean(),
});
export type CandidateVacancyState = z.infer<typeof candidateVacancyStateSchema>;

const withCandidateState = { candidateState: candidateVacancyStateSchema };

/** The public search's answer, each card with the candidate's state. */
export const candidateSearchResponseSchema = searchResponseSchema.extend({
  rows: z.array(jobCardSchema.extend(withCandidateState)),
});

/** The public detail plus the candidate's state on the vacancy. */
export const candidateJobDetailSchema = jobDetailSchema.extend(withCandidateState);

/** The public application settings plus the candidate's state. */
export const candidateJobSettingSchema = jobSettingSchema.extend(withCandidateState);

/** A mark on a vacancy, by public id (saving uses state 0, spec §4). */
export const jobStateRequestSchema = z.strictObject({
  jobId: publicIdSchema,
  state: z.literal(MARKABLE_JOB_STATES),
});

/** The mark to take back (unsaving uses state 0). */
export const jobStateParamsSchema = z.strictObject({
  jobId: publicIdSchema,
  state: z
    .enum(MARKABLE_JOB_STATES.map(String) as [string, ...string[]])
    .transform((state) => Number(state) as MarkableJobState),
});

/** The answer of both: the candidate's state on the vacancy afterwards. */
export const jobStateResponseSchema = z.object({
  jobId: z.string(),
  candidateState: candidateVacancyStateSchema,
});
export type JobStateResponse = z.infer<typeof jobStateResponseSchema>;

/** The most vacancies one `calls.jobs.candidateStates` asks about: a desktop page of cards and its panel. */
export const CANDIDATE_STATES_MAX_JOBS = 60;

/**
 * The signed-in candidate's state on the vacancies a page shows (its cards, its detail panel), by
 * public id, comma-separated.
 */
export const candidateStatesQuerySchema = z.strictObject({
  jobIds: z
    .string()
    .max(CANDIDATE_STATES_MAX_JOBS * 17)
    .transform((ids) => [...new Set(ids.split(','))])
    .pipe(z.array(publicIdSchema).min(1).max(CANDIDATE_STATES_MAX_JOBS)),
});

/** Its answer: the state on each vacancy asked about (all false where nothing was done, or no such vacancy). */
export const candidateStatesSchema = z.object({
  states: z.record(z.string(), candidateVacancyStateSchema),
});

export const SAVED_JOBS_PAGE_SIZE = 20;

/** A page of the vacancies the candidate saved. */
export const savedJobsQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A saved vacancy: enough for its card and link, and whether it is still open. */
const savedJobSchema = z.object({
  jobId: z.string(),
  slug: z.string(),
  title: z.string(),
  companyName: z.string(),
  companySlug: z.string(),
  companyLogo: z.string().nullable(),
  /** Still open: its page shows; a closed one answers 410 with similar vacancies. */
  isLive: z.boolean(),
  savedAt: z.iso.datetime({ offset: true }),
});
export type SavedJob = z.infer<typeof savedJobSchema>;

/** Newest saved first, `SAVED_JOBS_PAGE_SIZE` a page. */
export const savedJobsSchema = z.object({
  rows: z.array(savedJobSchema),
  totalRows: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type SavedJobs = z.infer<typeof savedJobsSchema>;

/** A vacancy the matcher suggested, which the candidate discards (state 2). */
export const matcherDeclineSchema = z.strictObject({ jobId: publicIdSchema });

/** How many vacancies `/sugeridos` shows at most. */
export const SUGGESTED_JOBS_MAX = 30;

/** A vacancy the matcher suggests: its card, and whether the candidate liked it (state 3). */
export const suggestedJobSchema = similarJobSchema.extend({ liked: z.boolean() });
export type SuggestedJob = z.infer<typeof suggestedJobSchema>;

/**
 * Live vacancies like the candidate's résumé and likes, best first, without those applied to,
 * discarded or disliked. `hasBasis` is false when the résumé (and the likes) give nothing to
 * suggest from.
 */
export const suggestedJobsSchema = z.object({
  hasBasis: z.boolean(),
  jobs: z.array(suggestedJobSchema),
});
export type SuggestedJobs = z.infer<typeof suggestedJobsSchema>;

/**
 * Origins and linkups (spec §3 "Candidate context"): the companies the candidate is linked to by
 * applying to them, each with the origin of the link (the campaign source of the first application,
 * `camello` without one), and the distinct origins.
 */
export const linkupInformationSchema = z.object({
  origins: z.array(z.string()),
  linkups: z.array(linkupSchema),
});
