import { z } from 'zod';
import { jobCardSchema } from '../../entities/job-card.ts';
import { jobDetailSchema, jobSettingSchema } from './job-detail.ts';
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
