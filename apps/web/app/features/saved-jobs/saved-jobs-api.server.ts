import { jobStateResponseSchema, type SavedJobs, savedJobsSchema } from '@camello/domain/contracts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET /api/jobs/v1/jobs/candidate/saved?page=`: a page of the candidate's saved vacancies. */
export function listSavedJobs(call: UserApiCallContext, page: number): Promise<SavedJobs> {
  return userApiCall(
    call,
    { method: 'GET', path: '/jobs/v1/jobs/candidate/saved', query: { page } },
    savedJobsSchema,
  );
}

/** Saves (state 0) or unsaves a vacancy; answers whether it is saved afterwards. */
export async function setSaved(call: UserApiCallContext, jobId: string, saved: boolean): Promise<boolean> {
  const answer = await userApiCall(
    call,
    saved
      ? { method: 'POST', path: '/jobs/v1/jobs/state', body: { jobId, state: 0 } }
      : { method: 'DELETE', path: `/jobs/v1/jobs/state/${encodeURIComponent(jobId)}/0` },
    jobStateResponseSchema,
  );
  return answer.candidateState.saved;
}
