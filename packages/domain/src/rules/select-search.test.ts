import { describe, expect, it } from 'vitest';
import { searchSelectOptions, shouldSearchLocally } from './select-search.ts';

const cities = [
  { id: 1, name: 'Bogotá, D.C.' },
  { id: 2, name: 'Medellín' },
  { id: 3, name: 'Santiago de Cali' },
  { id: 4, name: 'Bello' },
];

describe('shouldSearchLocally', () => {
  it('needs more than one character and no external search', () => {
    expect(shouldSearchLocally('', false)).toBe(false);
    expect(shouldSearchLocally('m', false)).toBe(false);
    expect(shouldSearchLocally('me', false)).toBe(true);
    expect(shouldSearchLocally('me', true)).toBe(false);
  });

  it('does not count blanks as typed characters', () => {
    expect(shouldSearchLocally(' m ', false)).toBe(false);
  });
});

describe('searchSelectOptions', () => {
  it('keeps every option for one character or less', () => {
    expect(searchSelectOptions(cities, 'b')).toEqual(cities);
    expect(searchSelectOptions(cities, '')).toEqual(cities);
  });

  it('matches a name substring ignoring case', () => {
    expect(searchSelectOptions(cities, 'EL').map((c) => c.id)).toEqual([2, 4]);
    expect(searchSelectOptions(cities, 'de cali').map((c) => c.id)).toEqual([3]);
  });

  it('ignores accents both ways', () => {
    expect(searchSelectOptions(cities, 'bogota').map((c) => c.id)).toEqual([1]);
    expect(searchSelectOptions([{ name: 'Bogota' }], 'Bogotá')).toHaveLength(1);
  });

  it('returns nothing when nothing matches', () => {
    expect(searchSelectOptions(cities, 'zz')).toEqual([]);
  });

  it('leaves the options alone when an external search handles the text', () => {
    expect(searchSelectOptions(cities, 'zz', true)).toEqual(cities);
  });

  it('returns a new array', () => {
    expect(searchSelectOptions(cities, '')).not.toBe(cities);
  });
});
