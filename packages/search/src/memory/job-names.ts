import type { JobName } from '../query/synonym-dictionary.ts';
import { lemmaOf } from '../query/words.ts';
import { type Bitset, createBitset, forEachBit, setBit } from './bitset.ts';
import { endingRelatives } from './synonyms.ts';
import type { TitleWords } from './title-words.ts';

/**
 * What a query asks for, by lemma: every lemma of its names (`lemmas`), and each part of the
 * query as its alternatives, each word as the lemmas that may stand for it.
 */
type QueryNames = {
  lemmas: ReadonlySet<string>;
  concepts: readonly (readonly (readonly ReadonlySet<string>[])[])[];
};

/** What a query asks for: each part as its alternatives, each a list of folded words. */
export function queryNames(concepts: readonly (readonly (readonly string[])[])[]): QueryNames {
  // A word stands for its lemma and those of the words one ending away (ingenieria: ingeniero).
  const lemmasOf = (word: string) => new Set([word, ...endingRelatives(word)].map(lemmaOf));
  const lemmaConcepts = concepts.map((alternatives) => alternatives.map((words) => words.map(lemmasOf)));
  return {
    lemmas: new Set(lemmaConcepts.flat(2).flatMap((lemmas) => [...lemmas])),
    concepts: lemmaConcepts,
  };
}

type Name = { lemmas: readonly string[]; head: ReadonlySet<string>; ids: readonly number[] };

/**
 * The job names of the dictionary, to find the titles that also name a job the query does not
 * ask for: "Médico veterinario" for "medico" (a veterinarian), "Ingeniero civil industrial" for
 * "ingeniero civil", "Maestro carpintero" for "albañil" (whose names include "maestro de obra").
 * Those titles rank after the ones that name only the job searched. A kind of the job searched
 * is the same job: "Desarrollador full stack" for "desarrollador".
 */
export class JobNames {
  readonly #names: Name[] = [];
  /** Names by the lemma id of their first word, for the lemma ids titles have now. */
  #byAnchor = new Map<number, Name[]>();
  #resolvedFor: { titleWords: TitleWords; lemmaCount: number } | null = null;

  constructor(names: readonly JobName[]) {
    const seen = new Set<string>();
    for (const name of names) {
      const lemmas = [...new Set(name.words.map(lemmaOf))];
      const head = new Set(name.head.map(lemmaOf));
      const key = `${lemmas.join(' ')}|${[...head].join(' ')}`;
      if (lemmas.length === 0 || seen.has(key)) continue;
      seen.add(key);
      this.#names.push({ lemmas, head, ids: [] });
    }
  }

  /** The slots of `slots` whose title names a job that is neither the query's nor a kind of it. */
  namingOtherJobs(titleWords: TitleWords, slots: Bitset, query: QueryNames): Bitset {
    const byAnchor = this.#resolve(titleWords);
    const other = createBitset(slots.length * 32);
    const known = new Map<Name, boolean>();
    const isOther = (name: Name) => {
      let answer = known.get(name);
      if (answer === undefined) {
        answer = !name.lemmas.every((lemma) => query.lemmas.has(lemma)) && !isKindOf(name, query);
        known.set(name, answer);
      }
      return answer;
    };
    // Per title list: 0 not decided yet, 1 names another job, 2 does not.
    const verdicts = new Uint8Array(titleWords.titleListCount);
    const namesOtherJob = (ids: Int32Array) => {
      for (const id of ids) {
        const names = byAnchor.get(id);
        if (names?.some((name) => name.ids.every((other) => ids.includes(other)) && isOther(name)))
          return true;
      }
      return false;
    };
    forEachBit(slots, (slot) => {
      const list = titleWords.titleListOf(slot);
      let verdict = verdicts[list] as number;
      if (verdict === 0) {
        verdict = namesOtherJob(titleWords.titleLemmaIds(list)) ? 1 : 2;
        verdicts[list] = verdict;
      }
      if (verdict === 1) setBit(other, slot);
    });
    return other;
  }

  /** Maps the names to the title lemma ids; again when titles brought new lemmas. */
  #resolve(titleWords: TitleWords): Map<number, Name[]> {
    const resolved = this.#resolvedFor;
    if (resolved?.titleWords === titleWords && resolved.lemmaCount === titleWords.lemmaCount)
      return this.#byAnchor;
    const byAnchor = new Map<number, Name[]>();
    for (const name of this.#names) {
      const ids = name.lemmas.map((lemma) => titleWords.lemmaId(lemma));
      if (ids.some((id) => id === undefined)) continue;
      const anchor = ids[0] as number;
      const list = byAnchor.get(anchor) ?? [];
      list.push({ ...name, ids: ids as number[] });
      byAnchor.set(anchor, list);
    }
    this.#byAnchor = byAnchor;
    this.#resolvedFor = { titleWords, lemmaCount: titleWords.lemmaCount };
    return byAnchor;
  }
}

/** Whether the name's job is named by the whole query ("desarrollador full stack" by desarrollador). */
function isKindOf(name: Name, query: QueryNames): boolean {
  return query.concepts.every((alternatives) =>
    alternatives.some((words) => words.every((lemmas) => [...lemmas].some((lemma) => name.head.has(lemma)))),
  );
}
