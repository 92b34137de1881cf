import { CONNECTORS } from '../query/job-title-synonyms.ts';
import { foldedWords, lemmaOf } from '../query/words.ts';
import { TextPostings } from './text-postings.ts';
import { WEIGHT_A, WEIGHT_B } from './tsvector.ts';

export const NO_HEAD = -1;

/**
 * The words employers wrote in titles (and the company and occupation names), by lemma rather
 * than Snowball stem: "desarrollador" and "desarrollo" share a stem but not a lemma. Also the
 * first word of each title (its head: "Médico" in "Médico general", not in "Tecnólogo médico")
 * and how often each word is used, to correct typing mistakes.
 */
export class TitleWords {
  readonly lemmas = new TextPostings();
  /** Folded title words and how many titles use them. */
  readonly frequency = new Map<string, number>();
  readonly #lemmaIds = new Map<string, number>();

  /** Posts the lemmas of a vacancy's title (A) and keywords (B); returns its head lemma id. */
  add(slot: number, title: string, keywords: string): number {
    const weights = new Map<string, number>();
    let head = NO_HEAD;
    for (const word of new Set(foldedWords(title))) {
      this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1);
    }
    for (const word of foldedWords(title)) {
      if (CONNECTORS.has(word)) continue;
      const lemma = lemmaOf(word);
      if (head === NO_HEAD && /\p{L}/u.test(word)) head = this.lemmaId(lemma, true) as number;
      weights.set(lemma, (weights.get(lemma) ?? 0) | WEIGHT_A);
    }
    for (const word of foldedWords(keywords)) {
      if (CONNECTORS.has(word)) continue;
      const lemma = lemmaOf(word);
      weights.set(lemma, (weights.get(lemma) ?? 0) | WEIGHT_B);
    }
    for (const [lemma, weight] of weights) this.lemmas.add(slot, lemma, weight);
    return head;
  }

  lemmaId(lemma: string, create = false): number | undefined {
    let id = this.#lemmaIds.get(lemma);
    if (id === undefined && create) {
      id = this.#lemmaIds.size;
      this.#lemmaIds.set(lemma, id);
    }
    return id;
  }
}
