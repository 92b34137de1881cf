import type { ApplicationStatus } from '../states.ts';

// The selection process an analyst moves applicants through (spec §4 "Application process
// status"; the spec shows no transitions, these are what recruiters expect from Computrabajo's
// and Magneto's employer areas). An application starts as Sent (the company has not seen it),
// goes through the middle stages, and ends Hired or Discarded.

/** The stages between Sent and Hired, in their default order; a company may rename and reorder them. */
export const MIDDLE_STAGES = ['Pending', 'Validation', 'Finalists'] as const;
export type MiddleStage = (typeof MIDDLE_STAGES)[number];

/** Why an applicant was discarded; the candidate never sees it. */
export const DISCARD_REASONS = [
  'profileMismatch',
  'salaryExpectation',
  'noShow',
  'candidateWithdrew',
  'positionFilled',
  'other',
] as const;
export type DiscardReason = (typeof DISCARD_REASONS)[number];

/** A company's own name for a stage, at most this long. */
export const STAGE_LABEL_MAX_LENGTH = 40;

export function isMiddleStage(status: ApplicationStatus): status is MiddleStage {
  return (MIDDLE_STAGES as readonly string[]).includes(status);
}

/**
 * The stages in pipeline order for a company's order of the middle ones: Sent, the middle
 * stages, Hired; Discarded, outside the line, last. `middleOrder` must hold each middle stage
 * once (see `isMiddleStageOrder`); anything else falls back to the default order.
 */
export function pipelineOf(middleOrder: readonly MiddleStage[] = MIDDLE_STAGES): ApplicationStatus[] {
  const middle = isMiddleStageOrder(middleOrder) ? middleOrder : MIDDLE_STAGES;
  return ['Sent', ...middle, 'Hired', 'Discarded'];
}

/** Whether `order` names each middle stage exactly once. */
export function isMiddleStageOrder(order: readonly string[]): order is readonly MiddleStage[] {
  return order.length === MIDDLE_STAGES.length && MIDDLE_STAGES.every((stage) => order.includes(stage));
}

/** The stage "move to the next stage" leads to; null from Hired and Discarded, which end the line. */
export function nextStageOf(
  status: ApplicationStatus,
  middleOrder: readonly MiddleStage[] = MIDDLE_STAGES,
): ApplicationStatus | null {
  if (status === 'Hired' || status === 'Discarded') return null;
  const line = pipelineOf(middleOrder);
  return line[line.indexOf(status) + 1] ?? null;
}

/** Why a move is refused. */
export type StageMoveRefusal =
  /** It is already there. */
  | 'sameStage'
  /** Sent means "the company has not seen it yet": no analyst sends an application back there. */
  | 'backToSent'
  /** A hired person can only leave the process as discarded (the offer fell through). */
  | 'fromHired'
  /** Discarding needs a reason. */
  | 'reasonRequired'
  /** A reason is only for discarding. */
  | 'reasonWithoutDiscard';

export type StageMove = { from: ApplicationStatus; to: ApplicationStatus; reason?: DiscardReason | null };

/**
 * Whether an analyst may move an application from one stage to another: forward or back among
 * the middle stages, to Hired from any stage, to Discarded with a reason from anywhere, and out
 * of Discarded to a middle stage or Hired (the company reconsidered); never back to Sent, and
 * out of Hired only to Discarded.
 * Answers null when allowed, or why not.
 */
export function stageMoveRefusal({ from, to, reason }: StageMove): StageMoveRefusal | null {
  if (from === to) return 'sameStage';
  if (to === 'Sent') return 'backToSent';
  if (to === 'Discarded' && !reason) return 'reasonRequired';
  if (to !== 'Discarded' && reason) return 'reasonWithoutDiscard';
  if (from === 'Hired' && to !== 'Discarded') return 'fromHired';
  return null;
}

/** The stages an application in `from` may be moved to, in pipeline order. */
export function stagesReachableFrom(
  from: ApplicationStatus,
  middleOrder: readonly MiddleStage[] = MIDDLE_STAGES,
): ApplicationStatus[] {
  return pipelineOf(middleOrder).filter(
    (to) => stageMoveRefusal({ from, to, reason: to === 'Discarded' ? 'other' : null }) === null,
  );
}
