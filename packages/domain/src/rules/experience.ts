import type { DateValue } from '../calendar.ts';
import { addMonths, compareCalendarDates } from '../calendar.ts';
import { DEFAULT_TIME_ZONE } from '../constants.ts';
import type { Experience } from '../entities/candidate-profile.ts';
import { isDateSet, readPastDate } from './dates.ts';
import type { FieldIssue } from './issues.ts';
import { optionalTextIssue, requiredTextIssue } from './text-limits.ts';
import { isNumber } from './values.ts';

/** An experience as a form may hold it: any field can be missing or of the wrong kind. */
export type ExperienceDraft = { [K in keyof Experience]?: unknown } & {
  startDate?: DateValue;
  endDate?: DateValue;
};
export type ExperienceIssue = FieldIssue<keyof Experience>;

/**
 * Every reason an experience is invalid (spec §5), empty when it is valid. Dates follow the same
 * reading as studies ({@link readPastDate}). "End is not after start by at least 1 month" uses
 * calendar months: the end must be on or after the start plus one month, where Jan 31 plus one
 * month is the last day of February, so Jan 31 to Feb 28 (2023) is exactly one month.
 */
export function experienceIssues(
  experience: ExperienceDraft,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): ExperienceIssue[] {
  const issues: ExperienceIssue[] = [];
  for (const field of ['company', 'position'] as const) {
    const issue = requiredTextIssue(experience[field], 'input');
    if (issue) issues.push({ field, ...issue });
  }
  const descriptionIssue = optionalTextIssue(experience.description, 'textArea');
  if (descriptionIssue) issues.push({ field: 'description', ...descriptionIssue });
  for (const field of ['occupationId', 'level', 'cityId'] as const) {
    if (!isNumber(experience[field])) issues.push({ field, code: 'notSelected' });
  }

  const start = isDateSet(experience.startDate) ? readPastDate(experience.startDate, now, timeZone) : null;
  if (!start) issues.push({ field: 'startDate', code: 'required' });
  else if (start.issue) issues.push({ field: 'startDate', code: start.issue });

  const atPresent = experience.atPresent === true;
  if (isDateSet(experience.endDate)) {
    const end = readPastDate(experience.endDate, now, timeZone);
    if (end.issue) issues.push({ field: 'endDate', code: end.issue });
    else if (end.date && start?.date && compareCalendarDates(end.date, addMonths(start.date, 1)) < 0) {
      issues.push({ field: 'endDate', code: 'endLessThanOneMonthAfterStart' });
    }
    if (atPresent) issues.push({ field: 'endDate', code: 'endDateWithCurrentJob' });
  } else if (!atPresent) {
    issues.push({ field: 'endDate', code: 'endDateOrCurrentJobRequired' });
  }
  return issues;
}

export function isValidExperience(
  experience: ExperienceDraft,
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  return experienceIssues(experience, now, timeZone).length === 0;
}
