import { describe, expect, it } from 'vitest';
import { expiredSuggestionHref, utmParams, withParams } from './query-params.ts';

describe('utmParams', () => {
  it('keeps utm_* and gclid and nothing else', () => {
    const search = new URLSearchParams('utm_source=a&q=x&utm_campaign=b&gclid=c&widgetType=iframe');
    expect(utmParams(search)).toEqual([
      ['utm_source', 'a'],
      ['utm_campaign', 'b'],
      ['gclid', 'c'],
    ]);
  });
});

describe('withParams', () => {
  it('appends to a URL with or without a query', () => {
    expect(withParams('/empleos/a', [['utm_source', 'x']])).toBe('/empleos/a?utm_source=x');
    expect(withParams('/empleos/a?q=1', [['utm_source', 'x y']])).toBe('/empleos/a?q=1&utm_source=x+y');
    expect(withParams('/empleos/a', [])).toBe('/empleos/a');
  });
});

describe('expiredSuggestionHref', () => {
  it('tags the link with the expired-vacancy campaign', () => {
    expect(expiredSuggestionHref('/empresas/acme/cocinero')).toBe(
      '/empresas/acme/cocinero?utm_source=vacante-expirada&utm_medium=referral&utm_campaign=job-suggested',
    );
  });
});
