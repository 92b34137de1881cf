import { describe, expect, it } from 'vitest';
import { swapGender, swapNumber } from './query-lexer.ts';
import { endingRelatives, relatedWordPairs, synonymFamilies } from './synonyms.ts';

describe('relatedWordPairs', () => {
  it('relates a field to its professional and a feminine to its masculine, when both are words we know', () => {
    const words = new Set([
      'ingenieria',
      'ingeniero',
      'ingeniera',
      'medicina',
      'medico',
      'arquitectura',
      'arquitecto',
    ]);
    expect(relatedWordPairs(words)).toEqual(
      expect.arrayContaining([
        ['ingenieria', 'ingeniero'],
        ['ingenieria', 'ingeniera'],
        ['ingeniera', 'ingeniero'],
        ['medicina', 'medico'],
        ['arquitectura', 'arquitecto'],
      ]),
    );
  });

  it('does not make the work of a worker the field of another: soldadura is done by a soldador, not a soldado', () => {
    // CIUO titles: "Soldado profesional del ejército nacional", "Instructor de soldadura", "Soldador".
    const pairs = relatedWordPairs(
      new Set(['soldadura', 'soldado', 'soldador', 'pintura', 'pinto', 'pintor']),
    );
    expect(pairs).not.toContainEqual(['soldadura', 'soldado']);
    expect(pairs).not.toContainEqual(['pintura', 'pinto']);
    expect(relatedWordPairs(new Set(['arquitectura', 'arquitecto']))).toContainEqual([
      'arquitectura',
      'arquitecto',
    ]);
  });

  it('relates nothing to a word that is not in the vocabulary', () => {
    const pairs = relatedWordPairs(new Set(['cocina', 'programacion']));
    expect(pairs.flat()).not.toContain('coco');
    expect(pairs.flat()).not.toContain('programador');
  });
});

describe('synonymFamilies', () => {
  it('joins related lexemes into one family, shared by each of them', () => {
    const families = synonymFamilies([
      ['ingenieri', 'ingenier'],
      ['ingen', 'ingenier'],
      ['medicin', 'medic'],
    ]);
    expect(families.get('ingen')).toEqual(['ingen', 'ingenier', 'ingenieri']);
    expect(families.get('ingenieri')).toBe(families.get('ingen'));
    expect(families.get('medic')).toEqual(['medic', 'medicin']);
    expect(families.has('sistem')).toBe(false);
  });

  it('refuses a link that would make a family larger than the cap', () => {
    const families = synonymFamilies(
      [
        ['a1', 'a2'],
        ['a2', 'a3'],
        ['b1', 'b2'],
        ['a3', 'b1'],
      ],
      3,
    );
    expect(families.get('a1')).toEqual(['a1', 'a2', 'a3']);
    expect(families.get('b1')).toEqual(['b1', 'b2']);
  });
});

describe('swapGender', () => {
  it('swaps the ending of words of four letters or more', () => {
    // "sistemos" is no word: the swapped text only adds alternatives, and it stems like "sistemas".
    expect(swapGender('ingeniera de sistemas', 'a')).toBe('ingeniero de sistemos');
    expect(swapGender('enfermeras jefe', 'a')).toBe('enfermeros jefe');
    expect(swapGender('médico general', 'o')).toBe('médica general');
    expect(swapGender('la casa', 'a')).toBe('la caso');
  });
});

describe('swapNumber', () => {
  it('gives the other number of a word of four letters or more', () => {
    // Snowball keeps "obras" apart from "obra": dev-set title "Supervisor de obras (1 vacantes)".
    expect(swapNumber('obra')).toBe('obras');
    expect(swapNumber('obras')).toBe('obra');
    expect(swapNumber('albaniles')).toBe('albanil');
    expect(swapNumber('supervisor')).toBe('supervisores');
    expect(swapNumber('los')).toBe('los');
  });
});

describe('endingRelatives', () => {
  it('gives the professional of a field and the field of a professional', () => {
    expect(endingRelatives('enfermeria')).toEqual(expect.arrayContaining(['enfermero', 'enfermera']));
    expect(endingRelatives('programador')).toContain('programacion');
    expect(endingRelatives('contaduria')).toContain('contador');
  });
});
