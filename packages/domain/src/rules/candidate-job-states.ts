import { CANDIDATE_JOB_STATE, type CandidateJobState } from '../states.ts';

const { save, discarded, like, dislike, viewed } = CANDIDATE_JOB_STATE;

/**
 * The states a candidate sets and clears on a vacancy themselves (`/v1/jobs/state`): saving,
 * discarding, liking, disliking, having seen it. Applying has its own route, with its checks.
 */
export const MARKABLE_JOB_STATES = [save, discarded, like, dislike, viewed] as const;
export type MarkableJobState = (typeof MARKABLE_JOB_STATES)[number];

/** The states that setting `state` takes back: a like replaces a dislike, and the other way round. */
export function statesClearedBy(state: CandidateJobState): CandidateJobState[] {
  if (state === like) return [dislike];
  if (state === dislike) return [like];
  return [];
}
