import { describe, expect, it } from 'vitest';
import { foldedWords, lemmaOf } from './words.ts';

describe('foldedWords', () => {
  it('folds accents and case and drops punctuation', () => {
    expect(foldedWords('Auxiliar de aseo en Bogotá, D.C.')).toEqual([
      'auxiliar',
      'de',
      'aseo',
      'en',
      'bogota',
      'd',
      'c',
    ]);
  });
});

describe('lemmaOf', () => {
  it('joins the gender and number forms of a title word', () => {
    const forms = ['cajero', 'cajera', 'cajeros', 'cajeras'].map(lemmaOf);
    expect(new Set(forms)).toEqual(new Set(['cajer']));
    expect(lemmaOf('albañiles'.normalize('NFD').replace(/\p{M}/gu, ''))).toBe(lemmaOf('albanil'));
    expect(lemmaOf('desarrolladores')).toBe(lemmaOf('desarrollador'));
    expect(lemmaOf('desarrolladora')).toBe(lemmaOf('desarrollador'));
  });

  it('keeps apart words that only share a Snowball stem', () => {
    expect(lemmaOf('desarrollador')).not.toBe(lemmaOf('desarrollo'));
    expect(lemmaOf('programador')).not.toBe(lemmaOf('programa'));
    expect(lemmaOf('cocinero')).not.toBe(lemmaOf('cocina'));
    expect(lemmaOf('educadora')).not.toBe(lemmaOf('educacion'));
  });
});
