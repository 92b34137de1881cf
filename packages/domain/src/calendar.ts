import { DEFAULT_TIME_ZONE } from './constants.ts';

/** A day on the calendar, without time or zone; `month` is 1 to 12. */
export type CalendarDate = { year: number; month: number; day: number };

/** Anything a date field may hold: `YYYY-MM-DD`, a full ISO instant, a Date, or nothing. */
export type DateValue = string | Date | null | undefined;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The day an instant falls on in a time zone (Bogotá unless told otherwise). */
export function calendarDateInZone(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function utcDate({ year, month, day }: CalendarDate): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

function isRealDate(date: CalendarDate): boolean {
  const utc = utcDate(date);
  return (
    utc.getUTCFullYear() === date.year &&
    utc.getUTCMonth() === date.month - 1 &&
    utc.getUTCDate() === date.day
  );
}

/**
 * Reads a date field. A `YYYY-MM-DD` string is taken as that calendar day; an instant (Date or
 * ISO timestamp) as the day it falls on in `timeZone`. Returns null when there is no real date.
 */
export function toCalendarDate(value: DateValue, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const match = ISO_DATE.exec(value.trim());
    if (match) {
      const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
      return isRealDate(date) ? date : null;
    }
    if (value.trim() === '') return null;
    return toCalendarDate(new Date(value), timeZone);
  }
  return Number.isNaN(value.getTime()) ? null : calendarDateInZone(value, timeZone);
}

/** Days since 1970-01-01: makes calendar dates comparable and subtractable. */
export function dayNumber(date: CalendarDate): number {
  return Math.round(utcDate(date).getTime() / MS_PER_DAY);
}

export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return dayNumber(a) - dayNumber(b);
}

function daysInMonth(year: number, month: number): number {
  return utcDate({ year, month: month + 1, day: 0 }).getUTCDate();
}

/** Calendar month arithmetic: Jan 31 plus one month is the last day of February. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const monthIndex = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}
