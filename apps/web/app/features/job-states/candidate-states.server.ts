import { CANDIDATE_JOB_STATE } from '@camello/domain';
import { calls, SESSION_COOKIES } from '@camello/domain/contracts';
import type { RouterContextProvider } from 'react-router';
import { userApiCallContextOf } from '../../shared/api/api-call-context.server.ts';
import { userApiCall } from '../../shared/api/user-api.server.ts';
import { withRenewedSession } from '../../shared/session.server.ts';
import type { CandidateStatesByJob } from './candidate-states.ts';

/**
 * The signed-in candidate's state (saved, applied, seen) on the vacancies a public page shows, or
 * null for a visitor, an analyst, a session that is over or an API that cannot tell: the page then
 * renders as for everyone. `opened`, the vacancy the page opens, is recorded as seen (state 5,
 * spec §4). A page with states is that person's alone: its cache headers must say so.
 */
export async function loadCandidateStates(
  request: Request,
  context: Readonly<RouterContextProvider>,
  jobIds: readonly string[],
  opened: string | null = null,
): Promise<CandidateStatesByJob | null> {
  const call = userApiCallContextOf(request, context);
  const signedIn = call.cookies.has(SESSION_COOKIES.access) || call.cookies.has(SESSION_COOKIES.refresh);
  if (!signedIn || jobIds.length === 0) return null;
  try {
    const { states } = await withRenewedSession(call, () =>
      userApiCall(call, calls.jobs.candidateStates, { query: { jobIds: [...new Set(jobIds)].join(',') } }),
    );
    const openedState = opened ? states[opened] : undefined;
    if (opened && openedState && !openedState.seen) {
      const marked = await userApiCall(call, calls.jobs.setJobState, {
        body: { jobId: opened, state: CANDIDATE_JOB_STATE.viewed },
      }).catch(() => null);
      if (marked) states[opened] = marked.candidateState;
    }
    return states;
  } catch {
    return null;
  }
}
