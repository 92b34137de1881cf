import { describe, expect, it } from 'vitest';
import {
  addMonths,
  calendarDateInZone,
  compareCalendarDates,
  dayNumber,
  toCalendarDate,
} from './calendar.ts';

describe('toCalendarDate', () => {
  it('reads YYYY-MM-DD as that day, whatever the zone', () => {
    expect(toCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(toCalendarDate('2024-02-29', 'Asia/Tokyo')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('rejects days that do not exist', () => {
    expect(toCalendarDate('2023-02-29')).toBeNull();
    expect(toCalendarDate('2024-13-01')).toBeNull();
    expect(toCalendarDate('2024-04-31')).toBeNull();
    expect(toCalendarDate('2024-00-10')).toBeNull();
  });

  it('reads instants as the day in Bogotá by default', () => {
    // 03:00 UTC on March 1st is still February 29th in Bogotá (UTC-5).
    expect(toCalendarDate('2024-03-01T03:00:00Z')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(toCalendarDate(new Date('2024-03-01T03:00:00Z'), 'UTC')).toEqual({ year: 2024, month: 3, day: 1 });
  });

  it('returns null for nothing and for text that is not a date', () => {
    expect(toCalendarDate(null)).toBeNull();
    expect(toCalendarDate(undefined)).toBeNull();
    expect(toCalendarDate('')).toBeNull();
    expect(toCalendarDate('   ')).toBeNull();
    expect(toCalendarDate('ayer')).toBeNull();
    expect(toCalendarDate(new Date(Number.NaN))).toBeNull();
  });
});

describe('calendarDateInZone', () => {
  it('uses the zone of the caller', () => {
    const instant = new Date('2025-01-01T02:00:00Z');
    expect(calendarDateInZone(instant)).toEqual({ year: 2024, month: 12, day: 31 });
    expect(calendarDateInZone(instant, 'Europe/Madrid')).toEqual({ year: 2025, month: 1, day: 1 });
  });
});

describe('dayNumber and compareCalendarDates', () => {
  it('count days across month and year ends', () => {
    expect(dayNumber({ year: 1970, month: 1, day: 1 })).toBe(0);
    expect(dayNumber({ year: 2025, month: 1, day: 1 }) - dayNumber({ year: 2024, month: 12, day: 31 })).toBe(
      1,
    );
    expect(compareCalendarDates({ year: 2024, month: 3, day: 1 }, { year: 2024, month: 2, day: 29 })).toBe(1);
    expect(compareCalendarDates({ year: 2024, month: 2, day: 29 }, { year: 2024, month: 2, day: 29 })).toBe(
      0,
    );
  });
});

describe('addMonths', () => {
  it('keeps the day when the target month has it', () => {
    expect(addMonths({ year: 2024, month: 1, day: 15 }, 1)).toEqual({ year: 2024, month: 2, day: 15 });
  });

  it('clamps to the last day of a shorter month', () => {
    expect(addMonths({ year: 2023, month: 1, day: 31 }, 1)).toEqual({ year: 2023, month: 2, day: 28 });
    expect(addMonths({ year: 2024, month: 1, day: 31 }, 1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addMonths({ year: 2024, month: 3, day: 31 }, 1)).toEqual({ year: 2024, month: 4, day: 30 });
  });

  it('crosses year boundaries both ways', () => {
    expect(addMonths({ year: 2024, month: 12, day: 31 }, 1)).toEqual({ year: 2025, month: 1, day: 31 });
    expect(addMonths({ year: 2025, month: 1, day: 31 }, -2)).toEqual({ year: 2024, month: 11, day: 30 });
    expect(addMonths({ year: 2024, month: 2, day: 29 }, 12)).toEqual({ year: 2025, month: 2, day: 28 });
  });
});
