import { foldedWords } from './words.ts';

/** A city or department that a query may name, by its official and everyday names. */
export type PlaceName = {
  kind: 'city' | 'department';
  slug: string;
  names: readonly string[];
  /** Position by population (1 the largest), null when unknown. */
  rank: number | null;
};

export type RecognisedPlaces = {
  /** The query words that remain once the places and the "en" before them are taken out. */
  words: string[];
  cities: string[];
  departments: string[];
};

// Names that are also everyday words, first names or places abroad ("Soledad", "Bello", "Pasto",
// "Garzón", "Fundación", "Madrid"): they mean the place only after "en" ("mesero en Soledad").
const WORD_LIKE_NAMES = new Set(
  `soledad bello pasto turbo granada victoria florida union paz libano mosquera caldas sucre meta cesar
  bolivar cordoba santander armenia florencia providencia concordia guadalupe belen betania toledo venecia
  versalles marsella cartago candelaria mercaderes une cota garzon espinal cienaga apartado andes fundacion
  plato madrid ginebra sevilla toro socorro malaga pradera honda mariquita leticia copacabana montenegro
  fonseca campamento argelia california palestina salamina olaya colombia`.split(/\s+/),
);
const ARTICLES = new Set(['la', 'el', 'los', 'las']);
// Smaller towns need "en" too: a rare word in a query is more likely a word than a town.
const MAX_RANK_WITHOUT_EN = 100;

/**
 * Recognises Colombian places typed in a query, by whole words, with or without accents:
 * "mesero en Cartagena", "guardia Bogota", "auxiliar de aseo en Bogotá, D.C.". A department
 * wins over a city of the same name; a name shared by several cities means all of them.
 */
export class PlaceNames {
  readonly #byName = new Map<string, PlaceName[]>();
  #longest = 1;

  constructor(places: readonly PlaceName[]) {
    for (const place of places) {
      for (const name of place.names) {
        const key = foldedWords(name).join(' ');
        if (key === '') continue;
        const list = this.#byName.get(key) ?? [];
        if (!list.includes(place)) list.push(place);
        this.#byName.set(key, list);
        this.#longest = Math.max(this.#longest, key.split(' ').length);
      }
    }
  }

  /** Takes the places out of the query words (folded, as `foldedWords` gives them). */
  recognise(words: readonly string[]): RecognisedPlaces {
    const result: RecognisedPlaces = { words: [], cities: [], departments: [] };
    let start = 0;
    while (start < words.length) {
      const match = this.#placeAt(words, start);
      if (!match) {
        result.words.push(words[start] as string);
        start++;
        continue;
      }
      if (result.words.at(-1) === 'en' && match.afterEn) result.words.pop();
      const departments = match.places.filter((place) => place.kind === 'department');
      for (const place of departments.length > 0 ? departments : match.places) {
        (place.kind === 'city' ? result.cities : result.departments).push(place.slug);
      }
      start += match.length;
    }
    return result;
  }

  #placeAt(
    words: readonly string[],
    start: number,
  ): { places: PlaceName[]; length: number; afterEn: boolean } | null {
    const afterEn = words[start - 1] === 'en';
    for (let length = Math.min(this.#longest, words.length - start); length >= 1; length--) {
      const span = words.slice(start, start + length);
      const places = this.#byName.get(span.join(' '));
      if (!places) continue;
      if (afterEn || this.#standsAlone(span, places)) return { places, length, afterEn };
    }
    return null;
  }

  /** Whether the name means the place even without "en" before it. */
  #standsAlone(span: readonly string[], places: readonly PlaceName[]): boolean {
    if (span.length > 1) return !ARTICLES.has(span[0] as string);
    if (WORD_LIKE_NAMES.has(span[0] as string)) return false;
    return places.some(
      (place) => place.kind === 'department' || (place.rank !== null && place.rank <= MAX_RANK_WITHOUT_EN),
    );
  }
}
