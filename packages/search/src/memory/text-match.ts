import { andInto, type Bitset, createBitset, orInto } from './bitset.ts';
import type { QueryWord } from './query-lexer.ts';
import type { PlannedConcept, PlannedWord } from './query-understanding.ts';
import type { SearchIndex } from './search-index.ts';

/**
 * Slots matching every concept of the query, and the relevance tiers: all concepts in the title
 * (`typedTitle`: by the words typed, not only by synonyms), and all in the title, company or
 * occupation. `heads` are the lemma ids a title may start with to rank first (the first concept's
 * names).
 */
export type TextMatch = {
  all: Bitset;
  title: Bitset;
  typedTitle: Bitset;
  titleOrKeywords: Bitset;
  heads: ReadonlySet<number>;
};

/** Every lexeme that matches the word: its own and their synonym families. */
export function alternativesOf(index: SearchIndex, word: QueryWord): Set<string> {
  const alternatives = new Set<string>();
  for (const lexeme of word) {
    for (const synonym of index.synonyms.get(lexeme) ?? [lexeme]) alternatives.add(synonym);
  }
  return alternatives;
}

function emptyMatch(index: SearchIndex): TextMatch {
  return {
    all: createBitset(index.capacity),
    title: createBitset(index.capacity),
    typedTitle: createBitset(index.capacity),
    titleOrKeywords: createBitset(index.capacity),
    heads: new Set(),
  };
}

function andMatch(into: TextMatch | null, other: TextMatch): TextMatch {
  if (into === null) return other;
  andInto(into.all, other.all);
  andInto(into.title, other.title);
  andInto(into.typedTitle, other.typedTitle);
  andInto(into.titleOrKeywords, other.titleOrKeywords);
  return into;
}

function wordMatch(index: SearchIndex, word: PlannedWord): TextMatch {
  const match = emptyMatch(index);
  if (word.lemma === null) {
    for (const lexeme of word.lexemes) {
      index.text.markInto(lexeme, match.all, match.title, match.titleOrKeywords);
    }
    return match;
  }
  // A stem shared with unrelated words: only the word's own lemma, and only in title or keywords.
  for (const lexeme of word.lexemes) index.text.markInto(lexeme, null, match.title, match.titleOrKeywords);
  index.titleWords.lemmas.markInto(word.lemma, null, match.title, match.titleOrKeywords);
  orInto(match.all, match.titleOrKeywords);
  return match;
}

export function matchText(index: SearchIndex, concepts: readonly PlannedConcept[]): TextMatch | null {
  if (concepts.length === 0) return null;
  let match: TextMatch | null = null;
  for (const concept of concepts) {
    const any = emptyMatch(index);
    concept.alternatives.forEach((alternative, position) => {
      let all: TextMatch | null = null;
      for (const word of alternative) all = andMatch(all, wordMatch(index, word));
      if (!all) return;
      orInto(any.all, all.all);
      orInto(any.title, all.title);
      if (position < concept.typed) orInto(any.typedTitle, all.title);
      orInto(any.titleOrKeywords, all.titleOrKeywords);
    });
    match = andMatch(match, match === null ? { ...any, heads: concept.heads } : any);
  }
  return match;
}
