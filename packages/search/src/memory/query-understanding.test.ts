import { describe, expect, it } from 'vitest';
import { typedWordsKept } from './query-understanding.ts';

describe('typedWordsKept', () => {
  it('gives the text without its places as typed, without the words that only say "jobs of"', () => {
    // The words PlaceNames.recognise keeps for each text.
    expect(typedWordsKept('Empleos de Médico en Cali', ['empleos', 'de', 'medico'])).toBe('Médico');
    expect(typedWordsKept('mesero en Cartagena de Indias', ['mesero'])).toBe('mesero');
    expect(typedWordsKept('auxiliar de aseo en Bogotá, D.C.', ['auxiliar', 'de', 'aseo'])).toBe(
      'auxiliar de aseo',
    );
    expect(typedWordsKept('Bucaramanga', [])).toBe('');
  });
});
