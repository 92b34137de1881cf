import type { VacancyStatus } from '../enums.ts';

/** What an analyst does to a vacancy's publication. */
export const VACANCY_ACTIONS = ['publish', 'pause', 'close'] as const;
export type VacancyAction = (typeof VACANCY_ACTIONS)[number];

/** The status a vacancy shows its analysts: a published one past its validity has expired. */
export function effectiveVacancyStatus(
  status: VacancyStatus,
  validThrough: Date | null,
  now: Date,
): VacancyStatus {
  return status === 'published' && validThrough !== null && validThrough.getTime() <= now.getTime()
    ? 'expired'
    : status;
}

const ALLOWED: Readonly<Record<VacancyAction, readonly VacancyStatus[]>> = {
  // A draft goes out, a paused one comes back, a closed or expired one opens again.
  publish: ['draft', 'paused', 'closed', 'expired'],
  pause: ['published'],
  // A draft was never public: it is edited or left, not closed.
  close: ['published', 'paused', 'expired'],
};

const TARGET: Readonly<Record<VacancyAction, VacancyStatus>> = {
  publish: 'published',
  pause: 'paused',
  close: 'closed',
};

/**
 * The status an action leads to from a vacancy's effective status, or null when the action does
 * not apply (pausing a draft, closing a closed one). Publishing an expired vacancy needs a later
 * validity date first: `validThroughPassed` says it has none.
 */
export function vacancyAfter(
  effective: VacancyStatus,
  action: VacancyAction,
  validThroughPassed: boolean,
): VacancyStatus | null {
  if (!ALLOWED[action].includes(effective)) return null;
  if (action === 'publish' && validThroughPassed) return null;
  return TARGET[action];
}

/** The actions a vacancy in this effective status offers. */
export function vacancyActionsFor(effective: VacancyStatus): VacancyAction[] {
  return VACANCY_ACTIONS.filter((action) => ALLOWED[action].includes(effective));
}
