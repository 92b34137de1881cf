import type { Db } from '@camello/db';
import type { QueryLexer } from './query-lexer.ts';

/**
 * Spanish stemming keeps a profession apart from its field and sometimes from its feminine:
 * "ingeniería" → ingenieri, "ingeniero" → ingenier, "ingeniera" → ingen. A search for
 * "ingenieria sistemas" must still find "Ingeniero de Sistemas".
 *
 * The synonyms are derived, not listed: two words of the job-title vocabulary (occupation titles,
 * occupations, sectors) are related when one turns into the other by one of these endings and
 * both exist in the vocabulary. Words whose stems already agree add nothing. Families are capped
 * so that a chain of loose pairs cannot merge unrelated words.
 */
const ENDING_PAIRS: readonly (readonly [string, string])[] = [
  ['a', 'o'], // ingeniera → ingeniero
  ['as', 'os'],
  ['ia', 'o'], // ingeniería → ingeniero, psicología → psicólogo
  ['ia', 'a'], // enfermería → enfermera
  ['ura', 'o'], // arquitectura → arquitecto
  ['ina', 'o'], // medicina → médico
  ['cion', 'dor'], // programación → programador, administración → administrador
];

/** Fields of study whose professional is not one ending away. */
const LISTED_PAIRS: readonly (readonly [string, string])[] = [
  ['contaduria', 'contador'],
  ['docencia', 'docente'],
];

const MIN_STEM = 3;
const MAX_FAMILY = 6;

/** The words one ending pair away from a word, both ways: enfermeria → enfermero, enfermera. */
export function endingRelatives(word: string): string[] {
  const relatives: string[] = [];
  for (const [a, b] of ENDING_PAIRS) {
    for (const [from, to] of [
      [a, b],
      [b, a],
    ] as const) {
      if (word.endsWith(from) && word.length - from.length >= MIN_STEM) {
        relatives.push(word.slice(0, word.length - from.length) + to);
      }
    }
  }
  for (const [a, b] of LISTED_PAIRS) {
    if (word === a) relatives.push(b);
    if (word === b) relatives.push(a);
  }
  return relatives;
}

/**
 * A "-ura" word whose "-or" is a word is the work of that worker, not the field of the "-o" one:
 * soldadura is what a soldador does, not a soldado's (arquitectura, with no "arquitector", is
 * the arquitecto's field).
 */
function isWorkOfAgent(word: string, words: ReadonlySet<string>): boolean {
  return word.endsWith('ura') && words.has(`${word.slice(0, -3)}or`);
}

/** Pairs of vocabulary words related by an ending (accent-free, lower-case words). */
export function relatedWordPairs(words: ReadonlySet<string>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const word of words) {
    for (const [from, to] of ENDING_PAIRS) {
      if (!word.endsWith(from) || word.length - from.length < MIN_STEM) continue;
      if (from === 'ura' && isWorkOfAgent(word, words)) continue;
      const other = word.slice(0, word.length - from.length) + to;
      if (other !== word && words.has(other)) pairs.push([word, other]);
    }
  }
  for (const [a, b] of LISTED_PAIRS) pairs.push([a, b]);
  return pairs;
}

/** Groups related lexemes into families: lexeme → every lexeme of its family, itself included. */
export function synonymFamilies(
  lexemePairs: readonly (readonly [string, string])[],
  maxFamily = MAX_FAMILY,
): Map<string, readonly string[]> {
  const parent = new Map<string, string>();
  const members = new Map<string, string[]>();
  const root = (lexeme: string): string => {
    let current = lexeme;
    for (;;) {
      const next = parent.get(current);
      if (next === undefined || next === current) return current;
      current = next;
    }
  };
  const add = (lexeme: string) => {
    if (!parent.has(lexeme)) {
      parent.set(lexeme, lexeme);
      members.set(lexeme, [lexeme]);
    }
  };
  for (const [a, b] of lexemePairs) {
    if (a === b) continue;
    add(a);
    add(b);
    const rootA = root(a);
    const rootB = root(b);
    if (rootA === rootB) continue;
    const membersA = members.get(rootA) ?? [];
    const membersB = members.get(rootB) ?? [];
    if (membersA.length + membersB.length > maxFamily) continue;
    parent.set(rootB, rootA);
    membersA.push(...membersB);
    members.delete(rootB);
  }
  const families = new Map<string, readonly string[]>();
  for (const family of members.values()) {
    if (family.length < 2) continue;
    const sorted = [...family].sort();
    for (const lexeme of sorted) families.set(lexeme, sorted);
  }
  return families;
}

/** Builds the synonym families from the job-title vocabulary of the database. */
export async function loadSynonyms(db: Db, lexer: QueryLexer): Promise<Map<string, readonly string[]>> {
  const { rows } = await db.query<{ word: string }>(
    `SELECT DISTINCT word FROM (
       SELECT regexp_split_to_table(camello_fold(title), '[^a-z0-9]+') AS word FROM occupation_titles
       UNION ALL SELECT regexp_split_to_table(camello_fold(title), '[^a-z0-9]+') FROM occupations
       UNION ALL SELECT regexp_split_to_table(camello_fold(name), '[^a-z0-9]+') FROM sectors
     ) words
     WHERE length(word) >= ${MIN_STEM + 1}`,
  );
  const wordPairs = relatedWordPairs(new Set(rows.map((row) => row.word)));
  const words = [...new Set(wordPairs.flat())];
  const lexemes = await lexer.lexemesOfWords(words);
  const lexemeOf = new Map(words.map((word, index) => [word, lexemes[index] ?? null]));
  const lexemePairs: [string, string][] = [];
  for (const [a, b] of wordPairs) {
    const lexemeA = lexemeOf.get(a);
    const lexemeB = lexemeOf.get(b);
    if (lexemeA && lexemeB && lexemeA !== lexemeB) lexemePairs.push([lexemeA, lexemeB]);
  }
  return synonymFamilies(lexemePairs);
}
