import { andInto, type Bitset, createBitset } from './bitset.ts';
import type { QueryWord } from './query-lexer.ts';
import type { SearchIndex } from './search-index.ts';

/**
 * Slots matching every query word, and the two relevance tiers: all words in the title, and all
 * words in the title, company or occupation. A word matches through any lexeme of its synonym family.
 */
export type TextMatch = { all: Bitset; title: Bitset; titleOrKeywords: Bitset };

/** Every lexeme that matches the word: its own and their synonym families. */
export function alternativesOf(index: SearchIndex, word: QueryWord): Set<string> {
  const alternatives = new Set<string>();
  for (const lexeme of word) {
    for (const synonym of index.synonyms.get(lexeme) ?? [lexeme]) alternatives.add(synonym);
  }
  return alternatives;
}

export function matchText(index: SearchIndex, words: readonly QueryWord[]): TextMatch | null {
  if (words.length === 0) return null;
  let match: TextMatch | null = null;
  for (const queryWord of words) {
    const word: TextMatch = {
      all: createBitset(index.capacity),
      title: createBitset(index.capacity),
      titleOrKeywords: createBitset(index.capacity),
    };
    for (const alternative of alternativesOf(index, queryWord)) {
      index.text.markInto(alternative, word.all, word.title, word.titleOrKeywords);
    }
    if (match === null) {
      match = word;
    } else {
      andInto(match.all, word.all);
      andInto(match.title, word.title);
      andInto(match.titleOrKeywords, word.titleOrKeywords);
    }
  }
  return match;
}
