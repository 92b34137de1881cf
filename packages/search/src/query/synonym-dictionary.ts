import { ABBREVIATIONS, CONNECTORS, CURATED_FAMILIES } from './job-title-synonyms.ts';
import { foldedWords, lemmaOf } from './words.ts';

/** Words of a name that count when names are compared: no connectors. */
export const contentWords = (text: string): string[] =>
  foldedWords(text).filter((word) => !CONNECTORS.has(word));

/**
 * A part of the query and the ways it may be written: any alternative (all of its words) matches.
 * The first `typed` alternatives are the words typed (or their abbreviations spelled out), the
 * others its synonyms.
 */
export type Concept = { alternatives: readonly (readonly string[])[]; typed: number };

/** A CIUO-08 A.C. job title and the title of its unit group ("Celador", "Guardias de seguridad"). */
export type CiuoTitle = { title: string; group: string };

// Unit-group names that start with one of these say too little on their own ("Obreros y peones de carga").
const GENERIC_HEADS = new Set(
  'obrero peon trabajador empleado auxiliar ayudante operario operador tecnico profesional otro personal agente oficial director gerente supervisor asistente analista especialista inspector'
    .split(' ')
    .map(lemmaOf),
);
const MAX_GROUP_NAME_WORDS = 3;

/**
 * One-word CIUO titles lead to the name of their unit group (one way: "panaderos" does not lead
 * to "pizzero"): "celador" → "guardias de seguridad",
 * "plomero" → "fontaneros", "camionero" → "conductores de camiones". Only the first part of the
 * group's name is used ("Fontaneros e instaladores de tuberías" → fontaneros), and not when it is
 * long or a word that says too little.
 */
export function ciuoFamilies(titles: readonly CiuoTitle[]): [string, string][] {
  const families: [string, string][] = [];
  for (const { title, group } of titles) {
    const words = contentWords(title);
    if (words.length !== 1) continue;
    const name = contentWords(group.split(/,| y | e /)[0] ?? '');
    if (
      name.length === 0 ||
      name.length > MAX_GROUP_NAME_WORDS ||
      GENERIC_HEADS.has(lemmaOf(name[0] as string))
    )
      continue;
    if (name.length === 1 && lemmaOf(name[0] as string) === lemmaOf(words[0] as string)) continue;
    families.push([words[0] as string, name.join(' ')]);
  }
  return families;
}

/** A name of a job and the main name of that job ("medico veterinario" is a "veterinario"). */
export type JobName = { words: readonly string[]; head: readonly string[] };

const keyOf = (words: readonly string[]) => words.map(lemmaOf).join(' ');

/**
 * Query-time synonyms: the longest run of query words that names a known job (by the lemmas of its
 * words, so plurals and genders count) becomes one concept with every name of that job.
 * Nothing is indexed: the dictionary can grow without re-indexing.
 */
export class SynonymDictionary {
  readonly #entries = new Map<string, string[][]>();
  readonly #names: JobName[] = [];
  #longest = 1;

  constructor(
    families: readonly (readonly string[])[] = CURATED_FAMILIES,
    /** Names that also mean a wider one, but not the other way round: [narrow, wide]. */
    links: readonly (readonly [string, string])[] = [],
  ) {
    for (const family of families) {
      const phrases = family.map(contentWords).filter((words) => words.length > 0);
      for (const phrase of phrases) {
        for (const other of phrases) this.#add(phrase, other);
        this.#names.push({ words: phrase, head: phrases[0] as string[] });
      }
    }
    for (const [narrow, wide] of links) {
      const from = contentWords(narrow);
      const to = contentWords(wide);
      if (from.length === 0 || to.length === 0) continue;
      this.#add(from, from);
      this.#add(from, to);
      this.#names.push({ words: from, head: from }, { words: to, head: to });
    }
  }

  /** Every name of a job, with the main name of its job (its family's first). */
  names(): readonly JobName[] {
    return this.#names;
  }

  #add(phrase: string[], alternative: string[]): void {
    const key = keyOf(phrase);
    const alternatives = this.#entries.get(key) ?? [];
    if (!alternatives.some((known) => keyOf(known) === keyOf(alternative))) alternatives.push(alternative);
    this.#entries.set(key, alternatives);
    this.#longest = Math.max(this.#longest, phrase.length);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Every phrase of the dictionary, to lex them ahead of the queries. */
  phrases(): string[][] {
    return [...this.#entries.values()].flat();
  }

  /**
   * The concepts of the query words (connectors already removed), left to right. Abbreviations
   * are spelled out to look names up ("aux contable" is "auxiliar contable").
   */
  expand(words: readonly string[]): Concept[] {
    const concepts: Concept[] = [];
    let start = 0;
    while (start < words.length) {
      let matched = false;
      for (let length = Math.min(this.#longest, words.length - start); length >= 1; length--) {
        const span = words.slice(start, start + length);
        const spelledOut = span.map((word) => ABBREVIATIONS.get(word)?.[0] ?? word);
        const alternatives = this.#entries.get(keyOf(span)) ?? this.#entries.get(keyOf(spelledOut));
        if (!alternatives) continue;
        // A name inside the one typed says less: "médico general" does not widen to every "médico".
        // Unless each word typed is a name of the job: "qa tester" is qa, and tester.
        const spanLemmas = new Set(span.map(lemmaOf));
        const names = new Set(alternatives.map(keyOf));
        const ofSynonyms = span.length > 1 && span.every((word) => names.has(keyOf([word])));
        const narrower = alternatives.filter(
          (alternative) =>
            ofSynonyms ||
            alternative.length >= span.length ||
            !alternative.every((word) => spanLemmas.has(lemmaOf(word))),
        );
        const typedKeys = new Set([keyOf(span), keyOf(spelledOut)]);
        const typed = narrower.filter((alternative) => typedKeys.has(keyOf(alternative)));
        if (!narrower.some((alternative) => alternative.join(' ') === span.join(' '))) typed.unshift(span);
        const others = narrower.filter((alternative) => !typedKeys.has(keyOf(alternative)));
        concepts.push({ alternatives: [...typed, ...others], typed: typed.length });
        start += length;
        matched = true;
        break;
      }
      if (matched) continue;
      const word = words[start] as string;
      const expansions = ABBREVIATIONS.get(word);
      const alternatives = expansions ? [[word], ...expansions.map((full) => [full])] : [[word]];
      concepts.push({ alternatives, typed: alternatives.length });
      start++;
    }
    return concepts;
  }
}
