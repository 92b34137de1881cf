import { CANDIDATE_JOB_STATE } from '@camello/domain';
import { calls, type SuggestedJobs } from '@camello/domain/contracts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** What a candidate does with a suggested vacancy. */
export const SUGGESTION_INTENTS = ['like', 'unlike', 'dislike', 'discard'] as const;
export type SuggestionIntent = (typeof SUGGESTION_INTENTS)[number];

/** `GET /api/jobs/v1/matcher/suggestions`: vacancies like the candidate's résumé and likes. */
export function listSuggestions(call: UserApiCallContext): Promise<SuggestedJobs> {
  return userApiCall(call, calls.jobs.suggestedJobs);
}

const { like, dislike } = CANDIDATE_JOB_STATE;

/** Like (state 3) or take the like back, dislike (4), or discard (2, the matcher's decline). */
export async function judgeSuggestion(
  call: UserApiCallContext,
  jobId: string,
  intent: SuggestionIntent,
): Promise<void> {
  if (intent === 'discard') await userApiCall(call, calls.jobs.declineSuggestion, { body: { jobId } });
  else if (intent === 'unlike')
    await userApiCall(call, calls.jobs.unsetJobState, { params: { jobId, state: String(like) } });
  else
    await userApiCall(call, calls.jobs.setJobState, {
      body: { jobId, state: intent === 'like' ? like : dislike },
    });
}
