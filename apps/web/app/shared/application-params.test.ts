import { describe, expect, it } from 'vitest';
import { applicationParams, campaignParams, withParams } from './application-params.ts';

describe('campaignParams', () => {
  it('keeps utm_* and gclid and nothing else', () => {
    const search = new URLSearchParams('utm_source=a&q=x&utm_campaign=b&gclid=c&widgetType=iframe');
    expect(campaignParams(search)).toEqual([
      ['utm_source', 'a'],
      ['utm_campaign', 'b'],
      ['gclid', 'c'],
    ]);
  });

  it('drops odd keys, empty or oversized values and repeats, and keeps at most ten', () => {
    const odd = new URLSearchParams(
      `utm_=a&utm_x%3Cy=b&UTM_SOURCE=c&utm_term=&utm_content=${'z'.repeat(201)}&utm_source=1&utm_source=2`,
    );
    expect(campaignParams(odd)).toEqual([['utm_source', '1']]);
    const many = new URLSearchParams(Array.from({ length: 12 }, (_, i) => `utm_k${i}=${i}`).join('&'));
    expect(campaignParams(many)).toHaveLength(10);
  });
});

describe('applicationParams', () => {
  it('adds suggestedByMatcher only for the vacancy the URL names', () => {
    const search = new URLSearchParams('utm_source=correo&suggestedByMatcher=true');
    expect(applicationParams(search, true)).toEqual([
      ['utm_source', 'correo'],
      ['suggestedByMatcher', 'true'],
    ]);
    expect(applicationParams(search, false)).toEqual([['utm_source', 'correo']]);
    expect(applicationParams(new URLSearchParams('suggestedByMatcher=yes'), true)).toEqual([]);
  });
});

describe('withParams', () => {
  it('appends to a URL with or without a query, replacing a parameter already there', () => {
    expect(withParams('/empleos/a', [['utm_source', 'x']])).toBe('/empleos/a?utm_source=x');
    expect(withParams('/empleos/a?q=1', [['utm_source', 'x y']])).toBe('/empleos/a?q=1&utm_source=x%20y');
    expect(withParams('/empleos?action=save', [['action', 'apply']])).toBe('/empleos?action=apply');
    expect(withParams('/empleos/a', [])).toBe('/empleos/a');
  });
});
