import type { CandidateVacancyState } from '@camello/domain/contracts';
import { useMatches } from 'react-router';

/** The signed-in candidate's state on each vacancy a page shows, by public id. */
export type CandidateStatesByJob = Readonly<Record<string, CandidateVacancyState>>;

/**
 * The states the matched routes' loaders found (a listing and its panel vacancy, a vacancy page):
 * null, the page as for a visitor, for everyone but a signed-in candidate.
 */
export function useCandidateStates(): CandidateStatesByJob | null {
  const matches = useMatches() as { loaderData?: { candidateStates?: CandidateStatesByJob | null } }[];
  return matches.find((match) => match.loaderData?.candidateStates)?.loaderData?.candidateStates ?? null;
}

/** The candidate's state on one vacancy, or null when the page is not a candidate's. */
export function useCandidateState(jobId: string): CandidateVacancyState | null {
  return useCandidateStates()?.[jobId] ?? null;
}
