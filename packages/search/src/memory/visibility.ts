import { isVacancyLive } from '@camello/domain';
import { type Bitset, createBitset, forEachBit, setBit } from './bitset.ts';
import type { SearchIndex } from './search-index.ts';

export type VisibleSets = {
  /** Live now, by the domain's rule ({@link isVacancyLive}). */
  all: Bitset;
  /** Live now and listed publicly (company with a public job site). */
  public: Bitset;
};

/**
 * Which slots show at a given instant. Recomputed only when the index changed or the clock
 * crossed the next publication or expiry instant, so vacancies expire on time without a reload.
 */
export class VisibilityCache {
  #sets: VisibleSets | null = null;
  #version = -1;
  #validFrom = Number.POSITIVE_INFINITY;
  #validUntil = Number.NEGATIVE_INFINITY;

  get(index: SearchIndex, now: number): VisibleSets {
    if (this.#sets && this.#version === index.version && now >= this.#validFrom && now < this.#validUntil) {
      return this.#sets;
    }
    const all = createBitset(index.capacity);
    const listed = createBitset(index.capacity);
    const companies = index.vocabulary.companies;
    let nextChange = Number.POSITIVE_INFINITY;
    forEachBit(index.alive, (slot) => {
      const publishedAt = index.publishedAt[slot] as number;
      const validThrough = index.validThrough[slot] as number;
      if (publishedAt > now) nextChange = Math.min(nextChange, publishedAt);
      else if (validThrough > now) nextChange = Math.min(nextChange, validThrough);
      const company = companies[index.company[slot] as number];
      // The index holds published vacancies only (see SEARCHABLE).
      const companyIsActive = company?.isActive ?? false;
      if (!isVacancyLive({ status: 'published', publishedAt, validThrough, companyIsActive }, now)) return;
      setBit(all, slot);
      if (company?.isPublic) setBit(listed, slot);
    });
    this.#sets = { all, public: listed };
    this.#version = index.version;
    this.#validFrom = now;
    this.#validUntil = nextChange;
    return this.#sets;
  }
}
