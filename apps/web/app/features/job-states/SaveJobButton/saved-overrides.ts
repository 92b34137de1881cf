import type { CandidateStatesByJob } from '../candidate-states.ts';

/**
 * What the candidate changed on this page since its loader data came: the save and panel buttons
 * of one vacancy show the same. New loader data (a navigation, a revalidation) carries the server's
 * truth, and the changes made before it are dropped.
 */
let base: CandidateStatesByJob | null = null;
let overrides = new Map<string, boolean>();
let version = 0;
const listeners = new Set<() => void>();

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentVersion = () => version;

export function savedOn(states: CandidateStatesByJob | null, jobId: string, serverSaved: boolean): boolean {
  const changed = states === base ? overrides.get(jobId) : undefined;
  return changed ?? serverSaved;
}

export function overrideSaved(states: CandidateStatesByJob | null, jobId: string, saved: boolean): void {
  if (states !== base) {
    base = states;
    overrides = new Map();
  }
  overrides.set(jobId, saved);
  version += 1;
  for (const listener of listeners) listener();
}
