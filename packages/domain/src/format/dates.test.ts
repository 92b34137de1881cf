import { describe, expect, it } from 'vitest';
import { formatInstant } from './dates.ts';

// 2026-11-25 02:30 UTC is still the 24th in Bogotá (UTC−5).
const lateEvening = '2026-11-25T02:30:00Z';

describe('formatInstant', () => {
  it('writes the day in Colombian time, in each locale', () => {
    expect(formatInstant(lateEvening, 'es-CO')).toBe('24 de noviembre de 2026');
    expect(formatInstant(new Date(lateEvening), 'en-US')).toBe('November 24, 2026');
  });

  it('writes a short day and a moment with its time', () => {
    expect(formatInstant(lateEvening, 'es-MX', 'shortDay')).toMatch(/^24 nov\.? 2026$/);
    expect(formatInstant(lateEvening, 'en-US', 'moment')).toMatch(/^Nov 24, 2026, 9:30\sPM$/);
  });
});
