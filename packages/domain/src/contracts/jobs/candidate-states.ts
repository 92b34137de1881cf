import { z } from 'zod';
import { jobCardSchema } from '../../entities/job-card.ts';
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

/** `GET /v1/jobs/search`: the public search's answer, each card with the candidate's state. */
export const candidateSearchResponseSchema = searchResponseSchema.extend({
  rows: z.array(jobCardSchema.extend(withCandidateState)),
});

/** `GET /v1/jobs/{jobSlug}`: the public detail plus the candidate's state on the vacancy. */
export const candidateJobDetailSchema = jobDetailSchema.extend(withCandidateState);

/** `GET /v1/jobs/setting/{id}`: the public application settings plus the candidate's state. */
export const candidateJobSettingSchema = jobSettingSchema.extend(withCandidateState);

/** `POST /v1/jobs/state`: mark a vacancy, by public id (saving uses state 0, spec §4). */
export const jobStateRequestSchema = z.strictObject({
  jobId: publicIdSchema,
  state: z.literal(MARKABLE_JOB_STATES),
});

/** `DELETE /v1/jobs/state/{jobId}/{state}`: take a mark back (unsaving uses state 0). */
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
