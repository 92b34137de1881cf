import type { Db } from '@camello/db';
import { CONNECTORS } from '../query/job-title-synonyms.ts';
import { type PlaceName, PlaceNames } from '../query/place-names.ts';
import { trapStems } from '../query/stem-traps.ts';
import {
  type CiuoTitle,
  ciuoFamilies,
  contentWords,
  SynonymDictionary,
} from '../query/synonym-dictionary.ts';
import { correctTypo, MIN_TYPO_LENGTH } from '../query/typos.ts';
import { foldedWords, lemmaOf } from '../query/words.ts';
import type { Bitset } from './bitset.ts';
import { JobNames, queryNames } from './job-names.ts';
import type { QueryLexer, QueryWord } from './query-lexer.ts';
import type { SearchIndex } from './search-index.ts';
import { endingRelatives } from './synonyms.ts';

/** Words that say "a job" and nothing about which: "empleos de mesero en Cartagena". */
const GENERIC_WORDS = new Set(['empleo', 'empleos', 'vacante', 'vacantes', 'oferta', 'ofertas']);
/** Title words used fewer times than this may be typing mistakes. */
const RARE_TITLE_WORD = 5;
/** A correction must be this many times more common than the word (in titles) and its stem. */
const TYPO_RATIO = 20;

/**
 * One query word, ready to match: the lexemes to look up (its own, its other gender's and their
 * synonym families). When it names a worker and its stem is shared with unrelated words
 * (`lemma` set), the stem gives way to the word's lemma, and every lexeme counts only in the
 * title, company or occupation: a description's "desarrollo" or "soldadura" says nothing of a
 * "desarrollador" or a "soldado".
 */
export type PlannedWord = { lexemes: readonly string[]; lemma: string | null };
/**
 * Any alternative matches (all of its words); the first `typed` are the words typed, the others
 * synonyms. `heads` are the lemma ids of their first words.
 */
export type PlannedConcept = {
  alternatives: readonly (readonly PlannedWord[])[];
  typed: number;
  heads: ReadonlySet<number>;
};
export type QueryPlan = {
  concepts: PlannedConcept[];
  cities: string[];
  departments: string[];
  /** The text without the places it names, as typed ("Empleos de Médico en Cali": Médico). */
  textWithoutPlaces: string;
  /** Of the slots given, those whose title also names a job the query does not ask for. */
  titlesNamingOtherJobs: (index: SearchIndex, slots: Bitset) => Bitset;
};

/** What the engine knows to read queries: places, job-title synonyms and the CIUO vocabulary. */
export class QueryUnderstanding {
  readonly places: PlaceNames;
  readonly synonyms: SynonymDictionary;
  readonly #jobNames: JobNames;
  /** Lemmas of the words of CIUO job titles: a query word among them names an occupation. */
  readonly #occupationLemmas: ReadonlySet<string>;
  /** Lemmas of the words of CIUO titles and of the dictionary, known even when no title uses them. */
  readonly #knownLemmas: ReadonlySet<string>;
  /** Snowball stems that title words of different lemmas share (desarroll: desarrollador, desarrollo). */
  readonly #trapStems: ReadonlySet<string>;

  constructor(parts: {
    places: PlaceNames;
    synonyms: SynonymDictionary;
    /** Words that name a worker (the first words of CIUO titles). */
    occupationWords: Iterable<string>;
    /** Every word of the CIUO titles, known even where no vacancy title uses it. */
    knownWords: Iterable<string>;
    trapStems: ReadonlySet<string>;
  }) {
    this.places = parts.places;
    this.synonyms = parts.synonyms;
    this.#jobNames = new JobNames(parts.synonyms.names());
    const occupationWords = [...parts.occupationWords];
    this.#occupationLemmas = new Set(occupationWords.map(lemmaOf));
    this.#knownLemmas = new Set([...parts.knownWords, ...parts.synonyms.phrases().flat()].map(lemmaOf));
    this.#trapStems = parts.trapStems;
  }

  async plan(text: string, index: SearchIndex, lexer: QueryLexer): Promise<QueryPlan> {
    // Markup is not text, as PostgreSQL's parser also reads it ("<b>médico</b>" is médico).
    const plain = text.replace(/<[^>]*>/g, ' ');
    const recognised = this.places.recognise(foldedWords(plain));
    const words = withoutDegreeMarkers(recognised.words.filter((word) => !GENERIC_WORDS.has(word))).filter(
      (word) => !CONNECTORS.has(word),
    );
    const corrected = await this.#corrected(words, index, lexer);
    const concepts = this.synonyms.expand(corrected);
    const lexemes = await lexer.tokenLexemes(concepts.flatMap((concept) => concept.alternatives.flat()));
    const planned: PlannedConcept[] = [];
    const asked: (readonly (readonly string[])[])[] = [];
    for (const concept of concepts) {
      const kept = concept.alternatives
        .map((alternative, position) => ({
          words: alternative.flatMap((word) => {
            const own = lexemes.get(word) ?? [];
            return own.length === 0 ? [] : [this.#plannedWord(word, own, index)];
          }),
          typed: position < concept.typed,
        }))
        .filter((alternative) => alternative.words.length > 0);
      if (kept.length === 0) continue;
      const alternatives = kept.map((alternative) => alternative.words);
      const typed = kept.filter((alternative) => alternative.typed).length;
      const heads = new Set<number>();
      for (const alternative of concept.alternatives) {
        const first = alternative[0] as string;
        for (const form of [first, ...endingRelatives(first)]) {
          const id = index.titleWords.lemmaId(lemmaOf(form));
          if (id !== undefined) heads.add(id);
        }
      }
      planned.push({ alternatives, typed: typed > 0 ? typed : alternatives.length, heads });
      asked.push(concept.alternatives);
    }
    const names = queryNames(asked);
    return {
      concepts: planned,
      cities: recognised.cities,
      departments: recognised.departments,
      textWithoutPlaces: typedWordsKept(plain, recognised.words),
      titlesNamingOtherJobs: (at, slots) => this.#jobNames.namingOtherJobs(at.titleWords, slots, names),
    };
  }

  #plannedWord(word: string, own: QueryWord, index: SearchIndex): PlannedWord {
    const trapped =
      this.#occupationLemmas.has(lemmaOf(word)) && own.some((lexeme) => this.#trapStems.has(lexeme));
    const lexemes = new Set<string>();
    for (const lexeme of own) {
      for (const synonym of index.synonyms.get(lexeme) ?? [lexeme]) {
        if (!(trapped && own.includes(synonym) && this.#trapStems.has(synonym))) lexemes.add(synonym);
      }
    }
    return { lexemes: [...lexemes], lemma: trapped ? lemmaOf(word) : null };
  }

  /** Longer words nobody wrote are read as the closest title word ("auxilar" → auxiliar). */
  async #corrected(words: string[], index: SearchIndex, lexer: QueryLexer): Promise<string[]> {
    const frequency = index.titleWords.frequency;
    // A word a few titles misspell ("AUXILAR DE ENFERMERIA") is still a typo next to a common one.
    const unknown = words.filter(
      (word) =>
        word.length >= MIN_TYPO_LENGTH &&
        (frequency.get(word) ?? 0) < RARE_TITLE_WORD &&
        !this.#knownLemmas.has(lemmaOf(word)),
    );
    if (unknown.length === 0) return words;
    const lexemes = await lexer.tokenLexemes(unknown);
    const corrections = new Map<string, string>();
    for (const word of unknown) {
      const correction = correctTypo(word, frequency, (frequency.get(word) ?? 0) * TYPO_RATIO);
      if (!correction) continue;
      const ownCount = Math.max(0, ...(lexemes.get(word) ?? []).map((lexeme) => index.text.count(lexeme)));
      if (ownCount * TYPO_RATIO < (frequency.get(correction) ?? 0)) corrections.set(word, correction);
    }
    return words.map((word) => corrections.get(word) ?? word);
  }
}

/**
 * The words of the text that remain once its places are taken out, as typed, without the words
 * around them that only say "jobs of": "Empleos de Médico en Cali" → "Médico".
 */
export function typedWordsKept(text: string, kept: readonly string[]): string {
  const typed = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const folded = foldedWords(text);
  if (typed.length !== folded.length) return kept.join(' ');
  const words: string[] = [];
  let next = 0;
  folded.forEach((word, position) => {
    if (word !== kept[next]) return;
    words.push(typed[position] as string);
    next++;
  });
  const filler = (word: string) =>
    GENERIC_WORDS.has(foldedWords(word)[0] ?? '') || CONNECTORS.has(foldedWords(word)[0] ?? '');
  let start = 0;
  while (start < words.length && filler(words[start] as string)) start++;
  let end = words.length;
  while (end > start && CONNECTORS.has(foldedWords(words[end - 1] as string)[0] ?? '')) end--;
  return words.slice(start, end).join(' ');
}

/** "profesional en enfermería" asks for the field: the marker is not a word to match. */
function withoutDegreeMarkers(words: readonly string[]): string[] {
  return words.filter((word, position) => !(word === 'profesional' && words[position + 1] === 'en'));
}

/** Loads what the engine needs to read queries, from the database and the loaded index. */
export async function loadQueryUnderstanding(
  db: Db,
  lexer: QueryLexer,
  index: SearchIndex,
): Promise<QueryUnderstanding> {
  const [cities, departments, titles] = await Promise.all([
    db.query<{ slug: string; name: string; display_name: string; population_rank: number | null }>(
      `SELECT ci.slug, ci.name, ci.display_name, ci.population_rank
         FROM cities ci JOIN countries co ON co.id = ci.country_id WHERE co.iso2 = 'co'`,
    ),
    db.query<{ slug: string; name: string }>(
      `SELECT d.slug, d.name FROM departments d JOIN countries co ON co.id = d.country_id WHERE co.iso2 = 'co'`,
    ),
    db.query<CiuoTitle>(
      'SELECT ot.title, o.title AS "group" FROM occupation_titles ot JOIN occupations o ON o.id = ot.occupation_id',
    ),
  ]);
  const places: PlaceName[] = [
    ...cities.rows.map((row) => ({
      kind: 'city' as const,
      slug: row.slug,
      names: [row.name, row.display_name],
      rank: row.population_rank,
    })),
    ...departments.rows.map((row) => ({
      kind: 'department' as const,
      slug: row.slug,
      names: [row.name],
      rank: null,
    })),
  ];
  const titleWords = new Set(titles.rows.flatMap((row) => foldedWords(row.title)));
  // The first word of a CIUO title names the worker ("Desarrollador", "Soldador"); the others
  // may be fields ("Gerente de desarrollo").
  const occupationWords = new Set(titles.rows.flatMap((row) => contentWords(row.title).slice(0, 1)));
  const synonyms = new SynonymDictionary(undefined, ciuoFamilies(titles.rows));

  // Stems shared by title words of different lemmas, among the titles and the CIUO vocabulary,
  // the verbs of the workers' names ("soldado" is "soldar", not "soldador") and the words of
  // place names, which are names and not another gender (Herrera is no herrero).
  const verbs = [...occupationWords].flatMap((word) => {
    const verb = /^(.+)([aei])dor$/.exec(word);
    return verb ? [`${verb[1]}${verb[2]}r`] : [];
  });
  const isWord = (word: string) => word.length > 3 && /^\p{L}+$/u.test(word);
  const names = new Set(
    places.flatMap((place) => place.names.flatMap(foldedWords)).filter((word) => !titleWords.has(word)),
  );
  const words = [...new Set([...index.titleWords.frequency.keys(), ...titleWords, ...verbs])].filter(
    (word) => isWord(word) && !names.has(word),
  );
  const nameWords = [...names].filter(isWord);
  const stems = await lexer.lexemesOfWords([...words, ...nameWords]);
  const stemmed = [...words, ...nameWords].flatMap((word, position) => {
    const stem = stems[position];
    return stem ? [{ word, stem, name: position >= words.length }] : [];
  });
  return new QueryUnderstanding({
    places: new PlaceNames(places),
    synonyms,
    occupationWords,
    knownWords: titleWords,
    trapStems: trapStems(stemmed),
  });
}
