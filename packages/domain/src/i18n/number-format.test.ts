import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale.ts';
import { createNumberFormat, numberFormatOf } from './number-format.ts';

const wholeNumbers = [
  0,
  1,
  9,
  12,
  123,
  999,
  1_000,
  1_234,
  9_999,
  10_000,
  12_345,
  100_000,
  999_999,
  1_000_000,
  1_234_567,
  987_654_321,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
];
const others = [
  -1,
  -1_234,
  -1_234_567,
  0.5,
  1_234.5,
  1_234_567.891,
  0.0001,
  2 ** 60,
  1e21,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];

describe.each(LOCALES)('numberFormatOf(%s)', (locale) => {
  const intl = new Intl.NumberFormat(locale);

  it.each(wholeNumbers)('groups %d as Intl.NumberFormat does', (value) => {
    expect(numberFormatOf(locale).format(value)).toBe(intl.format(value));
  });

  it.each(others)('writes %d, which is not a whole number it groups, as Intl.NumberFormat does', (value) => {
    expect(numberFormatOf(locale).format(value)).toBe(intl.format(value));
  });
});

describe('numberFormatOf', () => {
  it('groups in each locale its own way', () => {
    expect(numberFormatOf('es-CO').format(1_234_567)).toBe('1.234.567');
    expect(numberFormatOf('es-MX').format(1_234_567)).toBe('1,234,567');
    expect(numberFormatOf('en-US').format(1_234_567)).toBe('1,234,567');
  });

  it('writes minus zero as zero, not "-0"', () => {
    expect(numberFormatOf('es-CO').format(-0)).toBe('0');
  });

  it('makes no Intl.NumberFormat until a number is not whole', () => {
    const made: unknown[] = [];
    const Original = Intl.NumberFormat;
    Intl.NumberFormat = new Proxy(Original, {
      construct: (target, args) => {
        made.push(args);
        return Reflect.construct(target, args);
      },
    });
    try {
      const numbers = createNumberFormat('en-US');
      numbers.format(1_234);
      expect(made).toEqual([]);
      numbers.format(1_234.5);
      expect(made).toEqual([['en-US']]);
    } finally {
      Intl.NumberFormat = Original;
    }
  });
});
