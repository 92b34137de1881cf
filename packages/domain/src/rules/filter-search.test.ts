import { describe, expect, it } from 'vitest';
import { filterCardOptions, isFilterOptionDisabled, matchesFilterLabel } from './filter-search.ts';

const options = [
  { id: 'a', label: 'Ventas', isApplied: false, total: 12 },
  { id: 'b', label: 'Salud', isApplied: true, total: 3 },
  { id: 'c', label: 'Ingeniería', isApplied: false, total: 8 },
  { id: 'd', label: 'Ventas al detal', isApplied: true, total: 0 },
  { id: 'e', label: 'Servicio al cliente', isApplied: false, total: 0 },
];

describe('matchesFilterLabel', () => {
  it('matches ignoring case and accents', () => {
    expect(matchesFilterLabel('Ingeniería', 'INGENIERIA')).toBe(true);
    expect(matchesFilterLabel('Ingeniería', 'nier')).toBe(true);
    expect(matchesFilterLabel('Ingeniería', 'salud')).toBe(false);
  });

  it('matches everything for blank text', () => {
    expect(matchesFilterLabel('Salud', '  ')).toBe(true);
  });
});

describe('filterCardOptions', () => {
  it('lists applied values first, then the rest in their order', () => {
    expect(filterCardOptions(options).map((o) => o.id)).toEqual(['b', 'd', 'a', 'c', 'e']);
  });

  it('keeps applied values while typing and adds matches', () => {
    expect(filterCardOptions(options, 'ven').map((o) => o.id)).toEqual(['b', 'd', 'a']);
    expect(filterCardOptions(options, 'AL').map((o) => o.id)).toEqual(['b', 'd', 'e']);
  });

  it('keeps only applied values when nothing matches', () => {
    expect(filterCardOptions(options, 'xyz').map((o) => o.id)).toEqual(['b', 'd']);
  });

  it('handles an empty card', () => {
    expect(filterCardOptions([], 'ventas')).toEqual([]);
  });
});

describe('isFilterOptionDisabled', () => {
  it('disables an option with no vacancies', () => {
    expect(isFilterOptionDisabled({ total: 0, isApplied: false })).toBe(true);
    expect(isFilterOptionDisabled({ total: 1, isApplied: false })).toBe(false);
  });

  it('keeps an applied option enabled so it can be removed', () => {
    expect(isFilterOptionDisabled({ total: 0, isApplied: true })).toBe(false);
  });
});
