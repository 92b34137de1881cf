import { describe, expect, it } from 'vitest';
import { dateInputToIsoDate, parseDateInput, parseDatePart } from './date-input.ts';

describe('parseDatePart', () => {
  it('reads digits, ignoring surrounding blanks', () => {
    expect(parseDatePart('07')).toBe(7);
    expect(parseDatePart(' 2024 ')).toBe(2024);
  });

  it('treats empty, blank and non-digit text as NaN', () => {
    expect(parseDatePart('')).toBeNaN();
    expect(parseDatePart('  ')).toBeNaN();
    expect(parseDatePart('1a')).toBeNaN();
    expect(parseDatePart('-3')).toBeNaN();
    expect(parseDatePart('1.5')).toBeNaN();
  });
});

describe('parseDateInput', () => {
  it('clamps a month above 12 to 12', () => {
    expect(parseDateInput({ day: '5', month: '13', year: '2020' })).toEqual({
      day: 5,
      month: 12,
      year: 2020,
    });
    expect(parseDateInput({ day: '5', month: '99', year: '2020' }).month).toBe(12);
  });

  it('keeps months up to 12 as typed', () => {
    expect(parseDateInput({ day: '5', month: '12', year: '2020' }).month).toBe(12);
    expect(parseDateInput({ day: '5', month: '1', year: '2020' }).month).toBe(1);
  });

  it('gives NaN for each empty box', () => {
    const parsed = parseDateInput({ day: '', month: '', year: '' });
    expect(parsed.day).toBeNaN();
    expect(parsed.month).toBeNaN();
    expect(parsed.year).toBeNaN();
  });
});

describe('dateInputToIsoDate', () => {
  it('builds an ISO date from the boxes', () => {
    expect(dateInputToIsoDate({ day: '9', month: '3', year: '1995' })).toBe('1995-03-09');
  });

  it('uses the clamped month', () => {
    expect(dateInputToIsoDate({ day: '31', month: '14', year: '2020' })).toBe('2020-12-31');
  });

  it('rejects days that do not exist, empty boxes and short years', () => {
    expect(dateInputToIsoDate({ day: '29', month: '2', year: '2023' })).toBeNull();
    expect(dateInputToIsoDate({ day: '29', month: '2', year: '2024' })).toBe('2024-02-29');
    expect(dateInputToIsoDate({ day: '0', month: '2', year: '2024' })).toBeNull();
    expect(dateInputToIsoDate({ day: '1', month: '0', year: '2024' })).toBeNull();
    expect(dateInputToIsoDate({ day: '', month: '2', year: '2024' })).toBeNull();
    expect(dateInputToIsoDate({ day: '1', month: '2', year: '24' })).toBeNull();
  });
});
