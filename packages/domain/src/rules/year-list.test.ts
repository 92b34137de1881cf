import { describe, expect, it } from 'vitest';
import { yearList } from './year-list.ts';

describe('yearList', () => {
  it('runs from 74 years back to 26 years ahead', () => {
    const years = yearList(new Date('2025-06-15T17:00:00Z'));
    expect(years[0]).toBe(1951);
    expect(years.at(-1)).toBe(2051);
    expect(years).toHaveLength(101);
    expect(years).toContain(2025);
  });

  it('is ascending without gaps', () => {
    const years = yearList(new Date('2025-06-15T17:00:00Z'));
    expect(years.every((year, index) => index === 0 || year === (years[index - 1] ?? 0) + 1)).toBe(true);
  });

  it('takes the current year on the Bogotá calendar', () => {
    const newYearInUtc = new Date('2026-01-01T02:00:00Z');
    expect(yearList(newYearInUtc)[0]).toBe(1951);
    expect(yearList(newYearInUtc, 'UTC')[0]).toBe(1952);
  });
});
