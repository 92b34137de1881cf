import { CANDIDATE_JOB_STATE } from '@camello/domain';
import { calls, type SavedJobs } from '@camello/domain/contracts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET /api/jobs/v1/jobs/candidate/saved?page=`: a page of the candidate's saved vacancies. */
export function listSavedJobs(call: UserApiCallContext, page: number): Promise<SavedJobs> {
  return userApiCall(call, calls.jobs.savedJobs, { query: { page } });
}

/** Saves (state 0) or unsaves a vacancy; answers whether it is saved afterwards. */
export async function setSaved(call: UserApiCallContext, jobId: string, saved: boolean): Promise<boolean> {
  const state = CANDIDATE_JOB_STATE.save;
  const answer = saved
    ? await userApiCall(call, calls.jobs.setJobState, { body: { jobId, state } })
    : await userApiCall(call, calls.jobs.unsetJobState, { params: { jobId, state: String(state) } });
  return answer.candidateState.saved;
}
