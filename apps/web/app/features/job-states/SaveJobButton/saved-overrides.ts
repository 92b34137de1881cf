import type { CandidateStatesByJob } from '../candidate-states.ts';

/**
 * What the candidate changed on this page that its loader data may not show yet: the save and
 * panel buttons of one vacancy show the same. A change holds, whatever loader data arrives, while
 * it is being sent and until the page has loader data loaded after it was stored (the button
 * revalidates for that); from the first loader data that arrives later on, the server's word
 * counts again. Dropping it on any new loader data would show a stale "not saved" when a
 * navigation or revalidation read the states before the save was stored.
 */
type Change = {
  saved: boolean;
  /** The last loader data it holds for (see `arrivalOf`); null while it holds for all. */
  heldThrough: number | null;
};

const changes = new Map<string, Change>();
let version = 0;
const listeners = new Set<() => void>();

/**
 * The order in which this page's candidate states arrived: loader data is a new object each time
 * a loader ran, and the numbers only grow, so a change can tell the data it holds for from later.
 */
const arrivals = new WeakMap<CandidateStatesByJob, number>();
let lastArrival = 0;

function arrivalOf(states: CandidateStatesByJob): number {
  let arrival = arrivals.get(states);
  if (arrival === undefined) {
    lastArrival += 1;
    arrival = lastArrival;
    arrivals.set(states, arrival);
  }
  return arrival;
}

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentVersion = () => version;

export function savedOn(states: CandidateStatesByJob, jobId: string, serverSaved: boolean): boolean {
  const arrival = arrivalOf(states);
  const change = changes.get(jobId);
  if (change && (change.heldThrough === null || arrival <= change.heldThrough)) return change.saved;
  return serverSaved;
}

export type SavedChange = {
  /** What the vacancy is now (the API's answer, or back as it was on a failure), still held. */
  update(saved: boolean): void;
  /** Loader data arriving from now on carries the change: it holds only for the data already here. */
  settle(): void;
};

/** Shows `saved` for the vacancy at once; a newer change of the same vacancy makes this one inert. */
export function changeSaved(jobId: string, saved: boolean): SavedChange {
  const change: Change = { saved, heldThrough: null };
  changes.set(jobId, change);
  changed();
  const current = () => changes.get(jobId) === change;
  return {
    update(now) {
      if (!current() || change.saved === now) return;
      change.saved = now;
      changed();
    },
    settle() {
      if (current()) change.heldThrough = lastArrival;
    },
  };
}
