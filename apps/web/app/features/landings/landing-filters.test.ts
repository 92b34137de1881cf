import { describe, expect, it } from 'vitest';
import { landingFilterParams, landingListingHref } from './landing-filters.ts';

describe('landingFilterParams', () => {
  it('writes each value as a qs list entry', () => {
    expect(landingFilterParams({ occupation: ['cocineros'], city: ['cali'] })).toEqual([
      ['filters[occupation][]', 'cocineros'],
      ['filters[city][]', 'cali'],
    ]);
    expect(landingFilterParams({})).toEqual([]);
  });
});

describe('landingListingHref', () => {
  it('links the filtered listing with its brackets encoded, as an href requires', () => {
    expect(landingListingHref({ text: '', filters: { city: ['medellin'] } }, '/empleos')).toBe(
      '/empleos?filters%5Bcity%5D%5B%5D=medellin',
    );
  });

  it('links a search hit as a text search, encoded', () => {
    expect(landingListingHref({ text: 'Auxiliar contable', filters: {} }, '/empleos')).toBe(
      '/empleos?q=Auxiliar%20contable',
    );
  });

  it('links the whole listing without a search', () => {
    expect(landingListingHref({ text: '', filters: {} }, '/empleos')).toBe('/empleos');
  });
});
