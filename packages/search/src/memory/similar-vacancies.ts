import type { SuggestionProbe } from '../search-engine.ts';
import { type Bitset, createBitset, hasBit, setBit } from './bitset.ts';
import type { QueryWord } from './query-lexer.ts';
import type { SearchIndex } from './search-index.ts';
import { alternativesOf } from './text-match.ts';
import { WEIGHT_A } from './tsvector.ts';

// What makes two vacancies alike, in points. The same occupation outweighs everything else;
// a vacancy needs at least MIN_SCORE to be suggested: one shared title word is enough, a shared
// city or sector alone is not.
const SAME_OCCUPATION = 8;
const SAME_CATEGORY = 3;
const TITLE_WORD = 3;
const SHARED_SECTOR = 1;
const SHARED_CITY = 1;
const MIN_SCORE = 3;

/** What the points are given for: a vacancy's or a candidate's occupations, sectors and cities. */
export type AffinityProbe = Omit<SuggestionProbe, 'texts'>;

/**
 * Live vacancies most like the probe, best first (ties: most recent), never the excluded ones (a
 * vacancy's own id, the ones a candidate dealt with already).
 */
export function similarVacancies(
  index: SearchIndex,
  candidates: Bitset,
  probe: AffinityProbe,
  titleWords: readonly QueryWord[],
  limit: number,
): string[] {
  const score = new Uint16Array(index.capacity);
  /** Adds points once per slot, however many of the values it shares. */
  const addOnce = (lists: (readonly number[] | undefined)[], points: number) => {
    const seen = createBitset(index.capacity);
    for (const slots of lists) {
      for (const slot of slots ?? []) {
        if (hasBit(seen, slot)) continue;
        setBit(seen, slot);
        score[slot] = (score[slot] as number) + points;
      }
    }
  };

  const occupations = probe.occupationIds.flatMap((id) => index.vocabulary.occupations.byId.get(id) ?? []);
  addOnce(
    occupations.map((occupation) => index.postings.occupation.get(occupation.id)),
    SAME_OCCUPATION,
  );
  addOnce(
    [...new Set(occupations.map((occupation) => occupation.categoryId))].map((id) =>
      index.postings.category.get(id),
    ),
    SAME_CATEGORY,
  );
  addOnce(
    probe.sectorIds.map((id) => index.postings.sector.get(id)),
    SHARED_SECTOR,
  );
  addOnce(
    probe.cityIds.map((id) => index.postings.city.get(id)),
    SHARED_CITY,
  );
  for (const word of titleWords) {
    const inTitle = createBitset(index.capacity);
    for (const alternative of alternativesOf(index, word)) {
      index.text.forEach(alternative, (slot, weights) => {
        if (weights & WEIGHT_A) setBit(inTitle, slot);
      });
    }
    for (let slot = 0; slot < index.size; slot++) {
      if (hasBit(inTitle, slot)) score[slot] = (score[slot] as number) + TITLE_WORD;
    }
  }

  const excluded = new Set(probe.excludeIds);
  const chosen: number[] = [];
  for (let slot = 0; slot < index.size; slot++) {
    if (
      (score[slot] as number) >= MIN_SCORE &&
      hasBit(candidates, slot) &&
      !excluded.has(index.ids[slot] as string)
    ) {
      chosen.push(slot);
    }
  }
  chosen.sort(
    (a, b) =>
      (score[b] as number) - (score[a] as number) ||
      (index.publishedAt[b] as number) - (index.publishedAt[a] as number) ||
      ((index.ids[a] as string) < (index.ids[b] as string) ? -1 : 1),
  );
  return chosen.slice(0, limit).map((slot) => index.ids[slot] as string);
}
