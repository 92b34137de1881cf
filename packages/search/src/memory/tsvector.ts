/** Weight bits of a lexeme in one vacancy: A title, B company and occupation, C description. */
export const WEIGHT_A = 1;
export const WEIGHT_B = 2;
export const WEIGHT_C = 4;
export const WEIGHT_D = 8;

const QUOTE = 39; // '
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const SPACE = 32;

function weightBit(code: number): number {
  switch (code) {
    case 65: // A
      return WEIGHT_A;
    case 66: // B
      return WEIGHT_B;
    case 67: // C
      return WEIGHT_C;
    default:
      return WEIGHT_D;
  }
}

/**
 * Reads PostgreSQL's text output of a tsvector (`'medic':1A,5C 'it''s':3`) and calls `visit` with
 * each lexeme and the union of its weights. A lexeme without positions counts as weight D.
 */
export function parseTsvector(text: string, visit: (lexeme: string, weights: number) => void): void {
  const length = text.length;
  let index = 0;
  while (index < length) {
    while (index < length && text.charCodeAt(index) === SPACE) index++;
    if (index >= length) return;
    if (text.charCodeAt(index) !== QUOTE) throw new SyntaxError(`Unexpected tsvector text at ${index}`);
    index++;
    let lexeme = '';
    let chunkStart = index;
    for (;;) {
      if (index >= length) throw new SyntaxError('Unterminated lexeme in tsvector text');
      const code = text.charCodeAt(index);
      if (code === BACKSLASH) {
        lexeme += text.slice(chunkStart, index);
        chunkStart = index + 1;
        index += 2;
      } else if (code === QUOTE) {
        lexeme += text.slice(chunkStart, index);
        if (text.charCodeAt(index + 1) === QUOTE) {
          chunkStart = index + 1;
          index += 2;
        } else {
          index++;
          break;
        }
      } else {
        index++;
      }
    }
    let weights = 0;
    if (text.charCodeAt(index) === COLON) {
      index++;
      for (;;) {
        while (index < length) {
          const code = text.charCodeAt(index);
          if (code < 48 || code > 57) break;
          index++;
        }
        const code = text.charCodeAt(index);
        if (code >= 65 && code <= 68) {
          weights |= weightBit(code);
          index++;
        } else {
          weights |= WEIGHT_D;
        }
        if (text.charCodeAt(index) !== COMMA) break;
        index++;
      }
    } else {
      weights = WEIGHT_D;
    }
    visit(lexeme, weights);
  }
}

/** The distinct lexemes of a tsvector's text output. */
export function tsvectorLexemes(text: string): string[] {
  const lexemes: string[] = [];
  parseTsvector(text, (lexeme) => lexemes.push(lexeme));
  return lexemes;
}
