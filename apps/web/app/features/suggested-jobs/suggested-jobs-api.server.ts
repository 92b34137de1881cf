import { CANDIDATE_JOB_STATE } from '@camello/domain';
import { jobStateResponseSchema, type SuggestedJobs, suggestedJobsSchema } from '@camello/domain/contracts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** What a candidate does with a suggested vacancy. */
export const SUGGESTION_INTENTS = ['like', 'unlike', 'dislike', 'discard'] as const;
export type SuggestionIntent = (typeof SUGGESTION_INTENTS)[number];

/** `GET /api/jobs/v1/matcher/suggestions`: vacancies like the candidate's résumé and likes. */
export function listSuggestions(call: UserApiCallContext): Promise<SuggestedJobs> {
  return userApiCall(call, { method: 'GET', path: '/jobs/v1/matcher/suggestions' }, suggestedJobsSchema);
}

const { like, dislike } = CANDIDATE_JOB_STATE;

/** Like (state 3) or take the like back, dislike (4), or discard (2, the matcher's decline). */
export async function judgeSuggestion(
  call: UserApiCallContext,
  jobId: string,
  intent: SuggestionIntent,
): Promise<void> {
  const job = encodeURIComponent(jobId);
  const request =
    intent === 'discard'
      ? { method: 'POST' as const, path: '/jobs/v1/matcher/decline', body: { jobId } }
      : intent === 'unlike'
        ? { method: 'DELETE' as const, path: `/jobs/v1/jobs/state/${job}/${like}` }
        : {
            method: 'POST' as const,
            path: '/jobs/v1/jobs/state',
            body: { jobId, state: intent === 'like' ? like : dislike },
          };
  await userApiCall(call, request, jobStateResponseSchema);
}
