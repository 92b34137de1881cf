import { calendarDateInZone } from '../calendar.ts';
import { DEFAULT_TIME_ZONE, YEAR_LIST_YEARS_AHEAD, YEAR_LIST_YEARS_BACK } from '../constants.ts';

/** Years a date input offers, ascending: 74 years back to 26 years ahead of the current year. */
export function yearList(now: Date, timeZone: string = DEFAULT_TIME_ZONE): number[] {
  const { year } = calendarDateInZone(now, timeZone);
  const first = year - YEAR_LIST_YEARS_BACK;
  return Array.from(
    { length: YEAR_LIST_YEARS_BACK + YEAR_LIST_YEARS_AHEAD + 1 },
    (_, index) => first + index,
  );
}
