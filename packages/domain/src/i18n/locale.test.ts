import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, negotiateLocale } from './locale.ts';

describe('negotiateLocale', () => {
  it('defaults to es-CO without a header', () => {
    expect(DEFAULT_LOCALE).toBe('es-CO');
    expect(negotiateLocale(undefined)).toBe('es-CO');
    expect(negotiateLocale('')).toBe('es-CO');
  });

  it('picks an exact locale, whatever the case', () => {
    expect(negotiateLocale('es-MX')).toBe('es-MX');
    expect(negotiateLocale('en-us')).toBe('en-US');
  });

  it('orders ranges by quality, keeping header order on ties', () => {
    expect(negotiateLocale('en-US;q=0.5, es-MX;q=0.9')).toBe('es-MX');
    expect(negotiateLocale('en-US, es-MX')).toBe('en-US');
    expect(negotiateLocale('fr-FR, en;q=0.8, es;q=0.7')).toBe('en-US');
  });

  it('maps a bare language or another region to its catalog', () => {
    expect(negotiateLocale('es')).toBe('es-CO');
    expect(negotiateLocale('es-AR,es;q=0.9')).toBe('es-CO');
    expect(negotiateLocale('en-GB')).toBe('en-US');
  });

  it('skips refused and unknown ranges', () => {
    expect(negotiateLocale('es-MX;q=0, en')).toBe('en-US');
    expect(negotiateLocale('fr, de')).toBe('es-CO');
    expect(negotiateLocale('*')).toBe('es-CO');
    expect(negotiateLocale('en;q=abc, es-MX;q=0.1')).toBe('es-MX');
  });

  it('reads a range named like an object property as unknown', () => {
    expect(negotiateLocale('__proto__')).toBe('es-CO');
    expect(negotiateLocale('constructor, toString, en')).toBe('en-US');
  });
});

describe('isLocale', () => {
  it('accepts only the supported tags', () => {
    expect(isLocale('es-MX')).toBe(true);
    expect(isLocale('es-mx')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});
