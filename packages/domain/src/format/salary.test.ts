import { describe, expect, it } from 'vitest';
import { formatSalary } from './salary.ts';

const cop = { currency: 'COP' as const, toAgree: false };

describe('formatSalary', () => {
  it('writes a range', () => {
    expect(formatSalary({ ...cop, min: 2_500_000, max: 3_000_000 })).toBe('$ 2.500.000 - $ 3.000.000');
  });

  it('orders reversed bounds and collapses equal ones', () => {
    expect(formatSalary({ ...cop, min: 3_000_000, max: 2_500_000 })).toBe('$ 2.500.000 - $ 3.000.000');
    expect(formatSalary({ ...cop, min: 2_000_000, max: 2_000_000 })).toBe('$ 2.000.000');
  });

  it('writes an open range from either side', () => {
    expect(formatSalary({ ...cop, min: 1_300_000, max: null })).toBe('Desde $ 1.300.000');
    expect(formatSalary({ ...cop, min: null, max: 1_800_000 })).toBe('Hasta $ 1.800.000');
    expect(formatSalary({ ...cop, min: 0, max: 1_800_000 })).toBe('Hasta $ 1.800.000');
  });

  it('says "A convenir" when agreed later or unknown', () => {
    expect(formatSalary({ ...cop, min: 2_500_000, max: 3_000_000, toAgree: true })).toBe('A convenir');
    expect(formatSalary({ ...cop, min: null, max: null })).toBe('A convenir');
    expect(formatSalary({ ...cop, min: 0, max: 0 })).toBe('A convenir');
    expect(formatSalary({ ...cop, min: Number.NaN, max: null })).toBe('A convenir');
  });

  it('follows the locale', () => {
    expect(formatSalary({ currency: 'MXN', toAgree: false, min: 15_000, max: 20_000 }, 'es-MX')).toBe(
      '$15,000 - $20,000 MXN',
    );
    expect(formatSalary({ currency: 'MXN', toAgree: false, min: 15_000, max: null }, 'es-MX')).toBe(
      'Desde $15,000 MXN',
    );
    expect(formatSalary({ currency: 'MXN', toAgree: true, min: 15_000, max: null }, 'es-MX')).toBe(
      'A convenir',
    );
    // Colombian pesos in Mexico are foreign money, marked by their symbol.
    expect(formatSalary({ ...cop, min: 2_500_000, max: null }, 'es-MX')).toBe('Desde COP 2,500,000');
    expect(formatSalary({ currency: 'USD', toAgree: true, min: null, max: null }, 'en-US')).toBe(
      'Negotiable',
    );
    expect(formatSalary({ currency: 'USD', toAgree: false, min: 50_000, max: null }, 'en-US')).toBe(
      'From $50,000',
    );
  });
});
