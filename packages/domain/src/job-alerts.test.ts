import { describe, expect, it } from 'vitest';
import { jobAlertFilterParams, jobAlertPeriod } from './job-alerts.ts';

describe('jobAlertPeriod', () => {
  it('names the day in Colombia, five hours behind UTC', () => {
    expect(jobAlertPeriod('daily', new Date('2026-11-24T04:59:00Z'))).toBe('2026-11-23');
    expect(jobAlertPeriod('daily', new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-24');
  });

  it('names the ISO week, across the turn of the year', () => {
    expect(jobAlertPeriod('weekly', new Date('2026-11-24T12:00:00Z'))).toBe('2026-W48');
    expect(jobAlertPeriod('weekly', new Date('2026-11-29T12:00:00Z'))).toBe('2026-W48');
    expect(jobAlertPeriod('weekly', new Date('2026-11-30T12:00:00Z'))).toBe('2026-W49');
    expect(jobAlertPeriod('weekly', new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(jobAlertPeriod('weekly', new Date('2025-12-31T12:00:00Z'))).toBe('2026-W01');
  });
});

describe('jobAlertFilterParams', () => {
  it('writes lists, ranges and flags as the listing reads them', () => {
    expect(
      jobAlertFilterParams({ city: ['bogota', 'cali'], salary: { from: 1000000 }, remote: 'true' }),
    ).toEqual([
      ['filters[city][]', 'bogota'],
      ['filters[city][]', 'cali'],
      ['filters[salary][from]', 1000000],
      ['filters[remote]', 'true'],
    ]);
  });
});
