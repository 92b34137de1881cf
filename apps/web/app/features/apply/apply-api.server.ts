import type { ProfileCompleteness } from '@camello/domain';
import {
  type ApplyRequest,
  type ApplyResponse,
  applyResponseSchema,
  type CandidateTermsStatus,
  candidateJobDetailSchema,
  candidateResumeSchema,
  candidateTermsStatusSchema,
  type Questionnaire,
  questionnaireSchema,
} from '@camello/domain/contracts';
import { z } from 'zod';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** Of the private detail, what the apply page needs: the vacancy, its company and the candidate's state. */
const applyJobSchema = candidateJobDetailSchema
  .pick({ id: true, slug: true, title: true, externalApplyUrl: true, candidateState: true })
  .extend({ company: z.object({ name: z.string() }) });
export type ApplyJob = z.infer<typeof applyJobSchema>;

/** `GET /api/jobs/v1/jobs/{jobSlug}`: the vacancy with the candidate's state on it (410 once closed). */
export function fetchApplyJob(call: UserApiCallContext, jobSlug: string): Promise<ApplyJob> {
  return userApiCall(
    call,
    { method: 'GET', path: `/jobs/v1/jobs/${encodeURIComponent(jobSlug)}` },
    applyJobSchema,
  );
}

/** `GET /api/profile/v1/candidate-terms/verify`: whether the candidate accepted the texts in force. */
export function fetchTermsStatus(call: UserApiCallContext): Promise<CandidateTermsStatus> {
  return userApiCall(
    call,
    { method: 'GET', path: '/profile/v1/candidate-terms/verify' },
    candidateTermsStatusSchema,
  );
}

/** `POST /api/profile/v1/candidate-terms`: accepts the versions the candidate read. */
export function acceptTerms(
  call: UserApiCallContext,
  versions: { terms: string; data_policy: string },
): Promise<CandidateTermsStatus> {
  return userApiCall(
    call,
    { method: 'POST', path: '/profile/v1/candidate-terms', body: { versions } },
    candidateTermsStatusSchema,
  );
}

const completenessSchema = candidateResumeSchema.pick({ completeness: true });

/** Of `GET /api/profile/v1/candidate`, how complete the résumé is (spec §5): applying needs it complete. */
export async function fetchCompleteness(call: UserApiCallContext): Promise<ProfileCompleteness> {
  const { completeness } = await userApiCall(
    call,
    { method: 'GET', path: '/profile/v1/candidate' },
    completenessSchema,
  );
  return completeness;
}

/** `GET /api/jobs/v1/questionnaire/{jobId}`: the vacancy's questions. */
export function fetchQuestionnaire(call: UserApiCallContext, jobId: string): Promise<Questionnaire> {
  return userApiCall(
    call,
    { method: 'GET', path: `/jobs/v1/questionnaire/${encodeURIComponent(jobId)}` },
    questionnaireSchema,
  );
}

/** `POST /api/jobs/v1/jobs/apply`: the application, or the one that existed (`alreadyApplied`). */
export function submitApplication(call: UserApiCallContext, body: ApplyRequest): Promise<ApplyResponse> {
  return userApiCall(call, { method: 'POST', path: '/jobs/v1/jobs/apply', body }, applyResponseSchema);
}
