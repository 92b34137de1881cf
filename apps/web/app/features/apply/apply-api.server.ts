import type { ProfileCompleteness } from '@camello/domain';
import {
  type ApplyRequest,
  type ApplyResponse,
  type CandidateTermsStatus,
  calls,
  candidateJobDetailSchema,
  type Questionnaire,
} from '@camello/domain/contracts';
import { z } from 'zod';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** Of the private detail, what the apply page needs: the vacancy, its company and the candidate's state. */
const applyJobSchema = candidateJobDetailSchema
  .pick({ id: true, slug: true, title: true, externalApplyUrl: true, candidateState: true })
  .extend({ company: z.object({ name: z.string() }) });
export type ApplyJob = z.infer<typeof applyJobSchema>;

/** `GET /api/jobs/v1/jobs/{jobSlug}`: the vacancy with the candidate's state on it (410 once closed). */
export async function fetchApplyJob(call: UserApiCallContext, jobSlug: string): Promise<ApplyJob> {
  return applyJobSchema.parse(
    await userApiCall(call, calls.jobs.candidateJobDetail, { params: { jobSlug } }),
  );
}

/** `GET /api/profile/v1/candidate-terms/verify`: whether the candidate accepted the texts in force. */
export function fetchTermsStatus(call: UserApiCallContext): Promise<CandidateTermsStatus> {
  return userApiCall(call, calls.profile.candidateTerms);
}

/** `POST /api/profile/v1/candidate-terms`: accepts the versions the candidate read. */
export function acceptTerms(
  call: UserApiCallContext,
  versions: { terms: string; data_policy: string },
): Promise<CandidateTermsStatus> {
  return userApiCall(call, calls.profile.acceptCandidateTerms, { body: { versions } });
}

/** Of `GET /api/profile/v1/candidate`, how complete the résumé is (spec §5): applying needs it complete. */
export async function fetchCompleteness(call: UserApiCallContext): Promise<ProfileCompleteness> {
  const { completeness } = await userApiCall(call, calls.profile.resume);
  return completeness;
}

/** `GET /api/jobs/v1/questionnaire/{jobId}`: the vacancy's questions. */
export function fetchQuestionnaire(call: UserApiCallContext, jobId: string): Promise<Questionnaire> {
  return userApiCall(call, calls.jobs.questionnaire, { params: { jobId } });
}

/** `POST /api/jobs/v1/jobs/apply`: the application, or the one that existed (`alreadyApplied`). */
export function submitApplication(call: UserApiCallContext, body: ApplyRequest): Promise<ApplyResponse> {
  return userApiCall(call, calls.jobs.apply, { body });
}
