import type { Db } from '@camello/db';
import { tsvectorLexemes } from './tsvector.ts';

const CACHE_SIZE = 10_000;
const MIN_SWAP_LENGTH = 4;

/** One word of a query: the lexemes that may stand for it (any one matches). */
export type QueryWord = readonly string[];

/**
 * The same text with every word of four letters or more put in the other grammatical gender
 * (`-a` ↔ `-o`, `-as` ↔ `-os`). Snowball stems some feminines apart ("ingeniera" → ingen,
 * "ingeniero" → ingenier), so a query also tries the other form of each word.
 */
export function swapGender(text: string, from: 'a' | 'o'): string {
  const to = from === 'a' ? 'o' : 'a';
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => {
    if (word.length < MIN_SWAP_LENGTH) return word;
    if (word.endsWith(from)) return word.slice(0, -1) + to;
    if (word.endsWith(`${from}s`)) return `${word.slice(0, -2)}${to}s`;
    return word;
  });
}

/**
 * A folded word in the other grammatical number: Snowball keeps a few plurals apart from their
 * singular ("obras" → obras, "obra" → obra), so a query also tries the other number.
 */
export function swapNumber(word: string): string {
  if (word.length < MIN_SWAP_LENGTH || !/^\p{L}+$/u.test(word)) return word;
  if (/[^aeiou]es$/.test(word) && word.length > MIN_SWAP_LENGTH + 1) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return /[aeiou]$/.test(word) ? `${word}s` : `${word}es`;
}

/** Lexeme by position in a tsvector's text output (`'medic':1 'general':2`). */
function lexemesByPosition(vector: string): Map<number, string> {
  const byPosition = new Map<number, string>();
  for (const match of vector.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = (match[1] ?? '').replace(/''/g, "'").replace(/\\(.)/g, '$1');
    for (const position of (match[2] ?? '').split(',')) {
      const number = Number.parseInt(position, 10);
      if (Number.isFinite(number)) byPosition.set(number, lexeme);
    }
  }
  return byPosition;
}

/**
 * Turns typed text into lexemes with PostgreSQL itself, so stemming, stop words and accent
 * folding are exactly those of the indexed vectors. Results are cached (least recently used).
 */
export class QueryLexer {
  readonly #db: Db;
  readonly #cache = new Map<string, readonly QueryWord[]>();
  readonly #tokenCache = new Map<string, QueryWord>();

  constructor(db: Db) {
    this.#db = db;
  }

  /** The words of the text, in order, each with its lexeme and that of its other gender. */
  async words(text: string): Promise<readonly QueryWord[]> {
    const key = text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
    if (key === '') return [];
    const cached = this.#cache.get(key);
    if (cached) {
      this.#cache.delete(key);
      this.#cache.set(key, cached);
      return cached;
    }
    const { rows } = await this.#db.query<{ original: string; masculine: string; feminine: string }>(
      `SELECT to_tsvector('public.camello_es'::regconfig, $1)::text AS original,
              to_tsvector('public.camello_es'::regconfig, $2)::text AS masculine,
              to_tsvector('public.camello_es'::regconfig, $3)::text AS feminine`,
      [key, swapGender(key, 'a'), swapGender(key, 'o')],
    );
    const row = rows[0];
    const original = lexemesByPosition(row?.original ?? '');
    const variants = [lexemesByPosition(row?.masculine ?? ''), lexemesByPosition(row?.feminine ?? '')];
    const words: QueryWord[] = [...original.keys()]
      .sort((a, b) => a - b)
      .map((position) => {
        const lexemes = new Set([original.get(position) as string]);
        for (const variant of variants) {
          const lexeme = variant.get(position);
          if (lexeme) lexemes.add(lexeme);
        }
        return [...lexemes];
      });
    this.#cache.set(key, words);
    if (this.#cache.size > CACHE_SIZE) {
      const oldest = this.#cache.keys().next().value;
      if (oldest !== undefined) this.#cache.delete(oldest);
    }
    return words;
  }

  /**
   * The lexemes of single folded words, each with those of its other gender and number (none
   * for a stop word). Unknown words are lexed in one query; results are cached (least recently used).
   */
  async tokenLexemes(tokens: readonly string[]): Promise<Map<string, QueryWord>> {
    const result = new Map<string, QueryWord>();
    const missing: string[] = [];
    for (const token of new Set(tokens)) {
      const cached = this.#tokenCache.get(token);
      if (cached) {
        this.#tokenCache.delete(token);
        this.#tokenCache.set(token, cached);
        result.set(token, cached);
      } else {
        missing.push(token);
      }
    }
    if (missing.length > 0) {
      const { rows } = await this.#db.query<{
        original: string;
        masculine: string;
        feminine: string;
        number: string;
      }>(
        `SELECT to_tsvector('public.camello_es'::regconfig, w.original)::text AS original,
                to_tsvector('public.camello_es'::regconfig, w.masculine)::text AS masculine,
                to_tsvector('public.camello_es'::regconfig, w.feminine)::text AS feminine,
                to_tsvector('public.camello_es'::regconfig, w.number)::text AS number
           FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
                WITH ORDINALITY AS w(original, masculine, feminine, number, position)
          ORDER BY w.position`,
        [
          missing,
          missing.map((token) => swapGender(token, 'a')),
          missing.map((token) => swapGender(token, 'o')),
          missing.map(swapNumber),
        ],
      );
      missing.forEach((token, index) => {
        const row = rows[index];
        // A stop word stays one in every form ("los" is no word to look for as "lo").
        const lexemes = new Set(
          (tsvectorLexemes(row?.original ?? '').length === 0
            ? []
            : [row?.original, row?.masculine, row?.feminine, row?.number]
          ).flatMap((vector) => tsvectorLexemes(vector ?? '').slice(0, 1)),
        );
        const word = [...lexemes];
        this.#tokenCache.set(token, word);
        result.set(token, word);
      });
      while (this.#tokenCache.size > CACHE_SIZE) {
        const oldest = this.#tokenCache.keys().next().value;
        if (oldest === undefined) break;
        this.#tokenCache.delete(oldest);
      }
    }
    return result;
  }

  /** Lexemes of many words at once (the synonym vocabulary), in the order given. */
  async lexemesOfWords(words: readonly string[]): Promise<(string | null)[]> {
    if (words.length === 0) return [];
    const { rows } = await this.#db.query<{ vector: string }>(
      `SELECT to_tsvector('public.camello_es'::regconfig, word)::text AS vector
         FROM unnest($1::text[]) WITH ORDINALITY AS w(word, position)
        ORDER BY position`,
      [words],
    );
    return rows.map((row) => tsvectorLexemes(row.vector)[0] ?? null);
  }
}
