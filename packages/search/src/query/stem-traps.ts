import { lemmaOf } from './words.ts';

/** A word and its Snowball stem; a name (of a place) does not inflect, so it is its own lemma. */
export type StemmedWord = { word: string; stem: string; name?: boolean };

/**
 * Snowball stems shared by words of different lemmas: "desarroll" is desarrollador and
 * desarrollo, "sold" is soldado and soldar, "herrer" is herrero and the name Herrera (Olaya
 * Herrera, and a common surname). Gender and number forms share a lemma and make no trap
 * (cajero, cajeras).
 */
export function trapStems(words: Iterable<StemmedWord>): Set<string> {
  const lemmasByStem = new Map<string, Set<string>>();
  for (const { word, stem, name } of words) {
    const lemmas = lemmasByStem.get(stem) ?? new Set<string>();
    lemmas.add(name ? `${word}\u0000` : lemmaOf(word));
    lemmasByStem.set(stem, lemmas);
  }
  return new Set([...lemmasByStem].filter(([, lemmas]) => lemmas.size > 1).map(([stem]) => stem));
}
