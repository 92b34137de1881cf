import { describe, expect, it } from 'vitest';
import { correctTypo, editDistance } from './typos.ts';

// Words of real titles of the dev set, with how often they appear.
const known = new Map([
  ['auxiliar', 900],
  ['auxilio', 3],
  ['electricista', 400],
  ['conserje', 60],
  ['recepcionista', 200],
  ['soldador', 280],
  ['mesero', 3],
  ['medico', 140],
]);

describe('correctTypo', () => {
  it('corrects a longer word to the closest known one', () => {
    expect(correctTypo('auxilar', known)).toBe('auxiliar');
    expect(correctTypo('electrisista', known)).toBe('electricista');
    expect(correctTypo('concerje', known)).toBe('conserje');
    expect(correctTypo('recepcoinista', known)).toBe('recepcionista');
  });

  it('reads a word a few titles misspell as the common one', () => {
    // "AUXILAR DE ENFERMERIA (3 vacantes)" is a real title.
    expect(correctTypo('auxilar', new Map([...known, ['auxilar', 2]]), 2 * 20)).toBe('auxiliar');
  });

  it('leaves short words and words with nothing close alone', () => {
    expect(correctTypo('soldador', known)).toBeNull();
    expect(correctTypo('mesro', known)).toBeNull();
    expect(correctTypo('astronauta', known)).toBeNull();
  });
});

describe('editDistance', () => {
  it('counts an adjacent swap as one edit and stops above the bound', () => {
    expect(editDistance('recepcoinista', 'recepcionista', 2)).toBe(1);
    expect(editDistance('astronauta', 'auxiliar', 2)).toBe(3);
  });
});
