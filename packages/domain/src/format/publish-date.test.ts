import { describe, expect, it } from 'vitest';
import { formatPublishDate } from './publish-date.ts';

// 08:00 in Bogotá on 2025-06-15.
const now = new Date('2025-06-15T13:00:00Z');
const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);

describe('formatPublishDate', () => {
  it('says today and yesterday by calendar day in Bogotá', () => {
    expect(formatPublishDate('2025-06-15T12:00:00Z', now)).toBe('Hoy');
    // 23:00 the evening before in Bogotá: nine hours ago, but yesterday.
    expect(formatPublishDate('2025-06-15T04:00:00Z', now)).toBe('Ayer');
    expect(formatPublishDate('2025-06-15T04:00:00Z', now, 'es-CO', 'UTC')).toBe('Hoy');
  });

  it('reads a future date as today', () => {
    expect(formatPublishDate('2025-06-20T12:00:00Z', now)).toBe('Hoy');
  });

  it('counts days up to six', () => {
    expect(formatPublishDate(daysBefore(2), now)).toBe('Hace 2 días');
    expect(formatPublishDate(daysBefore(6), now)).toBe('Hace 6 días');
  });

  it('counts whole weeks from seven days to 29', () => {
    expect(formatPublishDate(daysBefore(7), now)).toBe('Hace 1 semana');
    expect(formatPublishDate(daysBefore(13), now)).toBe('Hace 1 semana');
    expect(formatPublishDate(daysBefore(14), now)).toBe('Hace 2 semanas');
    expect(formatPublishDate(daysBefore(29), now)).toBe('Hace 4 semanas');
  });

  it('counts months from 30 days to a year', () => {
    expect(formatPublishDate(daysBefore(30), now)).toBe('Hace 1 mes');
    expect(formatPublishDate(daysBefore(65), now)).toBe('Hace 2 meses');
    expect(formatPublishDate(daysBefore(364), now)).toBe('Hace 11 meses');
  });

  it('counts years from 365 days', () => {
    expect(formatPublishDate(daysBefore(365), now)).toBe('Hace 1 año');
    expect(formatPublishDate(daysBefore(800), now)).toBe('Hace 2 años');
  });

  it('accepts a calendar date and speaks other locales', () => {
    expect(formatPublishDate('2025-06-12', now)).toBe('Hace 3 días');
    expect(formatPublishDate('2025-06-14', now, 'en-US')).toBe('Yesterday');
    expect(formatPublishDate(daysBefore(3), now, 'en-US')).toBe('3 days ago');
  });

  it('refuses a date that cannot be read', () => {
    expect(() => formatPublishDate('pronto', now)).toThrow(RangeError);
  });
});
