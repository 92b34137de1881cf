import { ABBREVIATIONS, CONNECTORS } from '../query/job-title-synonyms.ts';
import { foldedWords, lemmaOf } from '../query/words.ts';
import { IntList } from './growable.ts';
import { TextPostings } from './text-postings.ts';
import { WEIGHT_A, WEIGHT_B } from './tsvector.ts';
import { ValueLists } from './value-lists.ts';

export const NO_HEAD = -1;

/**
 * The words employers wrote in titles (and the company and occupation names), by lemma rather
 * than Snowball stem: "desarrollador" and "desarrollo" share a stem but not a lemma. Also the
 * first word of each title (its head: "Médico" in "Médico general", not in "Tecnólogo médico")
 * and how often each word is used, to correct typing mistakes. Each slot also keeps the lemma ids
 * of its title, to tell the titles that name another job ("Médico veterinario"): as the id of
 * the list, which the slots with the same title words share, so that is decided once per list.
 */
export class TitleWords {
  readonly lemmas = new TextPostings();
  /** Folded title words and how many titles use them. */
  readonly frequency = new Map<string, number>();
  readonly #lemmaIds = new Map<string, number>();
  readonly #titleLists = new ValueLists();
  // The title list id of each slot: slots come in order.
  readonly #slotTitles = new IntList(1 << 12);

  /** Posts the lemmas of a vacancy's title (A) and keywords (B); returns its head lemma id. */
  add(slot: number, title: string, keywords: string): number {
    const weights = new Map<string, number>();
    let head = NO_HEAD;
    for (const word of new Set(foldedWords(title))) {
      this.frequency.set(word, (this.frequency.get(word) ?? 0) + 1);
    }
    if (this.#slotTitles.length !== slot) throw new Error(`Title words of slot ${slot} out of order`);
    const titleLemmaIds: number[] = [];
    for (const word of foldedWords(title)) {
      if (CONNECTORS.has(word)) continue;
      // An abbreviation is the word it stands for: "ING. CIVIL ELECTRICO" names an ingeniero.
      const lemma = lemmaOf(ABBREVIATIONS.get(word)?.[0] ?? word);
      const id = this.lemmaId(lemma, true) as number;
      if (head === NO_HEAD && /\p{L}/u.test(word)) head = id;
      if (!weights.has(lemma)) titleLemmaIds.push(id);
      weights.set(lemma, (weights.get(lemma) ?? 0) | WEIGHT_A);
    }
    this.#slotTitles.push(this.#titleLists.idOf(titleLemmaIds));
    for (const word of foldedWords(keywords)) {
      if (CONNECTORS.has(word)) continue;
      const lemma = lemmaOf(word);
      weights.set(lemma, (weights.get(lemma) ?? 0) | WEIGHT_B);
    }
    for (const [lemma, weight] of weights) this.lemmas.add(slot, lemma, weight);
    return head;
  }

  /** How many lemmas have an id: ids are never reused, so a new count means new lemmas. */
  get lemmaCount(): number {
    return this.#lemmaIds.size;
  }

  /** How many distinct title lists there are: ids run from 0 to titleListCount - 1. */
  get titleListCount(): number {
    return this.#titleLists.size;
  }

  /** The id of the list of a slot's title lemma ids. */
  titleListOf(slot: number): number {
    return this.#slotTitles.at(slot);
  }

  /** The distinct lemma ids of a title list, in title order. */
  titleLemmaIds(list: number): Int32Array {
    return this.#titleLists.values(list);
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
