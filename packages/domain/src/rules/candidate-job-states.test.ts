import { describe, expect, it } from 'vitest';
import { CANDIDATE_JOB_STATE } from '../states.ts';
import { MARKABLE_JOB_STATES, statesClearedBy } from './candidate-job-states.ts';

describe('candidate job states', () => {
  it('let a candidate mark every state but apply, which has its own route', () => {
    expect([...MARKABLE_JOB_STATES].sort()).toEqual([0, 2, 3, 4, 5]);
    expect(MARKABLE_JOB_STATES).not.toContain(CANDIDATE_JOB_STATE.apply);
  });

  it('replace a dislike with a like and a like with a dislike, and nothing else', () => {
    expect(statesClearedBy(CANDIDATE_JOB_STATE.like)).toEqual([CANDIDATE_JOB_STATE.dislike]);
    expect(statesClearedBy(CANDIDATE_JOB_STATE.dislike)).toEqual([CANDIDATE_JOB_STATE.like]);
    for (const state of [CANDIDATE_JOB_STATE.save, CANDIDATE_JOB_STATE.discarded, CANDIDATE_JOB_STATE.viewed])
      expect(statesClearedBy(state)).toEqual([]);
  });
});
