import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes Colombian pesos without decimals and with dot separators', () => {
    expect(formatMoney(2_500_000, 'COP')).toBe('$ 2.500.000');
    expect(formatMoney(2_500_000, 'COP', 'es-CO')).toBe('$ 2.500.000');
    expect(formatMoney(1_300_000.6, 'COP')).toBe('$ 1.300.001');
    expect(formatMoney(0, 'COP')).toBe('$ 0');
  });

  it('uses plain spaces only', () => {
    expect(formatMoney(2_500_000, 'COP')).not.toMatch(/[\u00A0\u202F]/);
  });

  it('writes Mexican pesos and dollars in their locales', () => {
    expect(formatMoney(25_000, 'MXN', 'es-MX')).toBe('$25,000');
    expect(formatMoney(4_000, 'USD', 'en-US')).toBe('$4,000');
  });

  it('shows cents only when there are some, except for pesos colombianos', () => {
    expect(formatMoney(15.5, 'USD', 'en-US')).toBe('$15.50');
    expect(formatMoney(15, 'USD', 'en-US')).toBe('$15');
  });

  it('marks a foreign currency in the Colombian locale', () => {
    expect(formatMoney(1_000, 'USD', 'es-CO')).toBe('US$ 1.000');
  });
});
