import { CANDIDATE_JOB_STATE } from '@camello/domain';
import type { JobStateResponse } from '@camello/domain/contracts';
import { browserCalls } from '@camello/domain/contracts/browser';
import { browserCall } from '../../../shared/api/browser-api.ts';

/**
 * Saves (state 0) or unsaves a vacancy for the signed-in candidate, from the browser with the
 * session cookies; answers whether it is saved afterwards. An access token lives 15 minutes: on a
 * 401 the session is renewed from the refresh cookie once and the request sent again.
 */
export async function sendSaved(jobId: string, saved: boolean): Promise<boolean> {
  const state = CANDIDATE_JOB_STATE.save;
  const send = () =>
    saved
      ? browserCall(browserCalls.jobs.setJobState, { body: { jobId, state } })
      : browserCall(browserCalls.jobs.unsetJobState, { params: { jobId, state } });
  let response = await send();
  if (response.status === 401 && (await browserCall(browserCalls.auth.session)).ok) response = await send();
  if (!response.ok) throw new Error(`Saving answered ${response.status}`);
  return ((await response.json()) as JobStateResponse).candidateState.saved;
}
