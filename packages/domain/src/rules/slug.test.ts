import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('folds case, accents, punctuation and spaces into one hyphenated slug', () => {
    expect(slugify('Médico General, D.C.')).toBe('medico-general-dc');
    expect(slugify('  BOGOTÁ ')).toBe('bogota');
    expect(slugify('Tiempo completo')).toBe('tiempo-completo');
    expect(slugify('Ñandú & cía')).toBe('nandu-cia');
  });

  it('cuts a long text at a word boundary', () => {
    expect(slugify('auxiliar contable senior', 17)).toBe('auxiliar-contable');
    expect(slugify('supercalifragilistico', 5)).toBe('super');
  });
});
