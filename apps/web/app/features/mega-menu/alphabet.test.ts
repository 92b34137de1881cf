import { describe, expect, it } from 'vitest';
import { cardsForLetter, initialOf, letterParam } from './alphabet.ts';

describe('initialOf', () => {
  it('files accented initials under the plain letter and keeps Ñ apart', () => {
    expect(initialOf('Úrsula')).toBe('U');
    expect(initialOf('  ébano')).toBe('E');
    expect(initialOf('Ñame')).toBe('Ñ');
    expect(initialOf('ñandú')).toBe('Ñ');
    expect(initialOf('Neiva')).toBe('N');
  });
});

describe('letterParam', () => {
  it('accepts letters of the Spanish alphabet in any case', () => {
    expect(letterParam('m')).toBe('M');
    expect(letterParam('ñ')).toBe('Ñ');
  });

  it('refuses anything else', () => {
    expect(letterParam(null)).toBeNull();
    expect(letterParam('')).toBeNull();
    expect(letterParam('AB')).toBeNull();
    expect(letterParam('1')).toBeNull();
    expect(letterParam('<')).toBeNull();
  });
});

describe('cardsForLetter', () => {
  const cards = [{ title: 'Medellín' }, { title: 'Montería' }, { title: 'Ñuñoa' }, { title: 'Neiva' }];

  it('keeps the cards of one letter, in order', () => {
    expect(cardsForLetter(cards, 'M')).toEqual([{ title: 'Medellín' }, { title: 'Montería' }]);
    expect(cardsForLetter(cards, 'N')).toEqual([{ title: 'Neiva' }]);
    expect(cardsForLetter(cards, 'Ñ')).toEqual([{ title: 'Ñuñoa' }]);
    expect(cardsForLetter(cards, 'Z')).toEqual([]);
  });

  it('keeps every card without a letter', () => {
    expect(cardsForLetter(cards, null)).toEqual(cards);
  });
});
