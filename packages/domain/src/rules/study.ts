import type { DateValue } from '../calendar.ts';
import { compareCalendarDates } from '../calendar.ts';
import { DEFAULT_TIME_ZONE } from '../constants.ts';
import type { Study } from '../entities/candidate-profile.ts';
import { isDateSet, readPastDate } from './dates.ts';
import type { FieldIssue } from './issues.ts';
import { requiredTextIssue } from './text-limits.ts';
import { isNumber } from './values.ts';

/** A study as a form may hold it: any field can be missing or of the wrong kind. */
export type StudyDraft = { [K in keyof Study]?: unknown } & { startDate?: DateValue; endDate?: DateValue };
export type StudyIssue = FieldIssue<keyof Study>;

/**
 * Every reason a study is invalid (spec §5), empty when it is valid. Date rules are evaluated on
 * calendar days in `timeZone` against `now` (see {@link readPastDate} for the end-date reading).
 * A missing start date is invalid: without it neither the future check nor the order check can
 * hold.
 */
export function studyIssues(
  study: StudyDraft,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): StudyIssue[] {
  const issues: StudyIssue[] = [];
  for (const field of ['countryId', 'studyType'] as const) {
    if (!isNumber(study[field])) issues.push({ field, code: 'notSelected' });
  }
  for (const field of ['institute', 'title', 'profession'] as const) {
    const issue = requiredTextIssue(study[field], 'input');
    if (issue) issues.push({ field, ...issue });
  }

  const start = isDateSet(study.startDate) ? readPastDate(study.startDate, now, timeZone) : null;
  if (!start) issues.push({ field: 'startDate', code: 'required' });
  else if (start.issue) issues.push({ field: 'startDate', code: start.issue });

  const inProgress = study.inProgress === true;
  if (isDateSet(study.endDate)) {
    const end = readPastDate(study.endDate, now, timeZone);
    if (end.issue) issues.push({ field: 'endDate', code: end.issue });
    else if (end.date && start?.date && compareCalendarDates(end.date, start.date) < 0) {
      issues.push({ field: 'endDate', code: 'endBeforeStart' });
    }
    if (inProgress) issues.push({ field: 'endDate', code: 'endDateWithStudyInProgress' });
  } else if (!inProgress) {
    issues.push({ field: 'endDate', code: 'endDateOrStudyInProgressRequired' });
  }
  return issues;
}

export function isValidStudy(study: StudyDraft, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return studyIssues(study, now, timeZone).length === 0;
}
