import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../states.ts';
import {
  isMiddleStageOrder,
  MIDDLE_STAGES,
  nextStageOf,
  pipelineOf,
  stageMoveRefusal,
  stagesReachableFrom,
} from './application-stages.ts';

describe('the selection pipeline', () => {
  it('runs Sent, the middle stages, Hired, with Discarded outside the line', () => {
    expect(pipelineOf()).toEqual(['Sent', 'Pending', 'Validation', 'Finalists', 'Hired', 'Discarded']);
    expect([...pipelineOf()].sort()).toEqual([...APPLICATION_STATUSES].sort());
  });

  it('follows a company’s order of the middle stages', () => {
    expect(pipelineOf(['Validation', 'Pending', 'Finalists'])).toEqual([
      'Sent',
      'Validation',
      'Pending',
      'Finalists',
      'Hired',
      'Discarded',
    ]);
  });

  it('keeps the default order for an order that misses or repeats a stage', () => {
    expect(isMiddleStageOrder(['Pending', 'Pending', 'Finalists'])).toBe(false);
    expect(isMiddleStageOrder(['Pending', 'Finalists'])).toBe(false);
    expect(isMiddleStageOrder(['Pending', 'Finalists', 'Hired'])).toBe(false);
    expect(pipelineOf(['Pending', 'Pending', 'Finalists'] as never)).toEqual(pipelineOf(MIDDLE_STAGES));
  });
});

describe('the next stage', () => {
  it('is the one after in the company’s line', () => {
    expect(nextStageOf('Sent')).toBe('Pending');
    expect(nextStageOf('Pending')).toBe('Validation');
    expect(nextStageOf('Validation')).toBe('Finalists');
    expect(nextStageOf('Finalists')).toBe('Hired');
    expect(nextStageOf('Sent', ['Finalists', 'Validation', 'Pending'])).toBe('Finalists');
    expect(nextStageOf('Pending', ['Finalists', 'Validation', 'Pending'])).toBe('Hired');
  });

  it('does not exist once the process ended', () => {
    expect(nextStageOf('Hired')).toBeNull();
    expect(nextStageOf('Discarded')).toBeNull();
  });
});

describe('a move of an application between stages', () => {
  it('goes forward, back among the middle stages, or straight to Hired', () => {
    expect(stageMoveRefusal({ from: 'Sent', to: 'Finalists' })).toBeNull();
    expect(stageMoveRefusal({ from: 'Finalists', to: 'Pending' })).toBeNull();
    expect(stageMoveRefusal({ from: 'Pending', to: 'Hired' })).toBeNull();
  });

  it('never goes back to Sent, nor stays where it is', () => {
    expect(stageMoveRefusal({ from: 'Pending', to: 'Sent' })).toBe('backToSent');
    expect(stageMoveRefusal({ from: 'Discarded', to: 'Sent' })).toBe('backToSent');
    expect(stageMoveRefusal({ from: 'Finalists', to: 'Finalists' })).toBe('sameStage');
  });

  it('discards only with a reason, and takes a reason only to discard', () => {
    expect(stageMoveRefusal({ from: 'Pending', to: 'Discarded' })).toBe('reasonRequired');
    expect(stageMoveRefusal({ from: 'Pending', to: 'Discarded', reason: null })).toBe('reasonRequired');
    expect(stageMoveRefusal({ from: 'Pending', to: 'Discarded', reason: 'noShow' })).toBeNull();
    expect(stageMoveRefusal({ from: 'Sent', to: 'Discarded', reason: 'profileMismatch' })).toBeNull();
    expect(stageMoveRefusal({ from: 'Pending', to: 'Finalists', reason: 'other' })).toBe(
      'reasonWithoutDiscard',
    );
  });

  it('leaves Hired only as discarded (the offer fell through)', () => {
    expect(stageMoveRefusal({ from: 'Hired', to: 'Finalists' })).toBe('fromHired');
    expect(stageMoveRefusal({ from: 'Hired', to: 'Discarded', reason: 'candidateWithdrew' })).toBeNull();
  });

  it('takes a discarded applicant back when the company reconsiders', () => {
    expect(stageMoveRefusal({ from: 'Discarded', to: 'Validation' })).toBeNull();
    expect(stageMoveRefusal({ from: 'Discarded', to: 'Hired' })).toBeNull();
  });

  it('lists where each stage can go, in the company’s order', () => {
    expect(stagesReachableFrom('Sent')).toEqual(['Pending', 'Validation', 'Finalists', 'Hired', 'Discarded']);
    expect(stagesReachableFrom('Validation', ['Finalists', 'Validation', 'Pending'])).toEqual([
      'Finalists',
      'Pending',
      'Hired',
      'Discarded',
    ]);
    expect(stagesReachableFrom('Hired')).toEqual(['Discarded']);
    expect(stagesReachableFrom('Discarded')).toEqual(['Pending', 'Validation', 'Finalists', 'Hired']);
  });
});
