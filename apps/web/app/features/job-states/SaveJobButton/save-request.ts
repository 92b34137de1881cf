import { CANDIDATE_JOB_STATE } from '@camello/domain';
import type { JobStateResponse } from '@camello/domain/contracts';

const STATE_PATH = '/api/jobs/v1/jobs/state';

/**
 * Saves (state 0) or unsaves a vacancy for the signed-in candidate, from the browser with the
 * session cookies; answers whether it is saved afterwards. An access token lives 15 minutes: on a
 * 401 the session is renewed from the refresh cookie once and the request sent again.
 */
export async function sendSaved(jobId: string, saved: boolean): Promise<boolean> {
  const send = () =>
    saved
      ? fetch(STATE_PATH, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ jobId, state: CANDIDATE_JOB_STATE.save }),
        })
      : fetch(`${STATE_PATH}/${encodeURIComponent(jobId)}/${CANDIDATE_JOB_STATE.save}`, { method: 'DELETE' });
  let response = await send();
  if (response.status === 401 && (await fetch('/api/auth/v2/oauth2/session', { method: 'POST' })).ok)
    response = await send();
  if (!response.ok) throw new Error(`Saving answered ${response.status}`);
  return ((await response.json()) as JobStateResponse).candidateState.saved;
}
