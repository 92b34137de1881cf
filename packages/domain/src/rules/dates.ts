import {
  type CalendarDate,
  calendarDateInZone,
  compareCalendarDates,
  type DateValue,
  toCalendarDate,
} from '../calendar.ts';
import { DEFAULT_TIME_ZONE } from '../constants.ts';
import type { ValidationIssueCode } from './issues.ts';

/** A date field counts as set when it holds anything but null, undefined or blank text. */
export function isDateSet(value: DateValue): boolean {
  return value !== null && value !== undefined && !(typeof value === 'string' && value.trim() === '');
}

export type ReadDate = { date: CalendarDate | null; issue: ValidationIssueCode | null };

/**
 * Reads a start or end date and checks it against today.
 *
 * §5 says a date is invalid when it "is more than 0 days in the past relative to now or in the
 * future". Read literally, every past date would be invalid and no finished study could ever be
 * valid. We read it as the day difference `date - today > 0`: the date is invalid when it lies at
 * least one calendar day after today. Today and any past day are valid. The same check applies to
 * start dates ("start date is in the future").
 */
export function readPastDate(value: DateValue, now: Date, timeZone: string = DEFAULT_TIME_ZONE): ReadDate {
  const date = toCalendarDate(value, timeZone);
  if (!date) return { date: null, issue: 'invalidDate' };
  const today = calendarDateInZone(now, timeZone);
  return { date, issue: compareCalendarDates(date, today) > 0 ? 'dateInFuture' : null };
}
