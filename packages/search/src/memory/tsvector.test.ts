import { describe, expect, it } from 'vitest';
import { parseTsvector, tsvectorLexemes, WEIGHT_A, WEIGHT_B, WEIGHT_C, WEIGHT_D } from './tsvector.ts';

function parse(text: string): [string, number][] {
  const lexemes: [string, number][] = [];
  parseTsvector(text, (lexeme, weights) => lexemes.push([lexeme, weights]));
  return lexemes;
}

describe('parseTsvector', () => {
  it('reads lexemes with the union of their weights', () => {
    expect(parse("'medic':1A,5C 'general':2A 'clinic':3B,9B")).toEqual([
      ['medic', WEIGHT_A | WEIGHT_C],
      ['general', WEIGHT_A],
      ['clinic', WEIGHT_B],
    ]);
  });

  it('counts positions without a letter, and lexemes without positions, as weight D', () => {
    expect(parse("'a':1 'b' 'c':2,3B")).toEqual([
      ['a', WEIGHT_D],
      ['b', WEIGHT_D],
      ['c', WEIGHT_D | WEIGHT_B],
    ]);
  });

  it('unescapes doubled quotes and backslashes', () => {
    expect(tsvectorLexemes("'it''s':1 'a\\\\b':2 'node.js':3")).toEqual(["it's", 'a\\b', 'node.js']);
  });

  it('reads an empty vector and refuses garbage', () => {
    expect(parse('')).toEqual([]);
    expect(() => parse('medic:1')).toThrow(SyntaxError);
    expect(() => parse("'medic")).toThrow(SyntaxError);
  });
});
