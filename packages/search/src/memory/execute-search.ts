import type {
  CounterTotals,
  FacetCount,
  FacetField,
  SearchFilters,
  SearchRequest,
  SearchResult,
  SearchScope,
} from '../search-engine.ts';
import { andInto, type Bitset, countBits, createBitset, forEachBit, hasBit, setBit } from './bitset.ts';
import { countBroadFields, countBroadHits } from './broad-counts.ts';
import { buildConstraints, type Constraint, departmentBits, entityIds } from './constraints.ts';
import { facetCounts } from './counters.ts';
import type { QueryPlan } from './query-understanding.ts';
import type { SearchIndex } from './search-index.ts';
import type { SortedSlots } from './sorted-slots.ts';
import { matchText, type TextMatch } from './text-match.ts';
import type { VisibleSets } from './visibility.ts';

/** A search narrowed down to bitsets: scope and text (`base`), each filter, and the results. */
export type PreparedSearch = {
  index: SearchIndex;
  filters: SearchFilters;
  now: number;
  base: Bitset;
  /** Every slot the scope shows, when it is the public one (see broad-counts.ts); null otherwise. */
  universe: Bitset | null;
  match: TextMatch | null;
  plan: QueryPlan;
  constraints: Constraint[];
  results: Bitset;
};

export function scopeBits(index: SearchIndex, visible: VisibleSets, scope: SearchScope): Bitset {
  if (scope.kind === 'public') return visible.public.slice();
  const company = index.vocabulary.companyBySlug(scope.companySlug);
  const bits = createBitset(index.capacity);
  if (!company) return bits;
  for (const member of index.vocabulary.companyFamily(company)) index.markPosted('company', member, bits);
  return andInto(bits, visible.all);
}

export function prepareSearch(
  index: SearchIndex,
  visible: VisibleSets,
  request: Pick<SearchRequest, 'filters' | 'scope'>,
  plan: QueryPlan,
  now: number,
): PreparedSearch {
  const base = scopeBits(index, visible, request.scope);
  const match = matchText(index, plan.concepts);
  if (match) andInto(base, match.all);
  const places = placeBits(index, plan);
  if (places) andInto(base, places);
  const constraints = buildConstraints(index, request.filters, base, now);
  const results = base.slice();
  for (const constraint of constraints) andInto(results, constraint.bits);
  const universe = request.scope.kind === 'public' ? visible.public : null;
  return { index, filters: request.filters, now, base, universe, match, plan, constraints, results };
}

/** Vacancies in the cities and departments named in the query, or null when it names none. */
function placeBits(index: SearchIndex, plan: QueryPlan): Bitset | null {
  if (plan.cities.length === 0 && plan.departments.length === 0) return null;
  const bits = createBitset(index.capacity);
  for (const id of entityIds(index, 'city', plan.cities)) index.markPosted('city', id, bits);
  for (const id of entityIds(index, 'department', plan.departments)) index.markPosted('department', id, bits);
  return bits;
}

/** The results as they would be without the conditions that cover `field`. */
export function resultsWithout(prepared: PreparedSearch, field: FacetField): Bitset {
  const ignored = prepared.constraints.filter((constraint) => constraint.covers.includes(field));
  if (ignored.length === 0) return prepared.results;
  const bits = prepared.base.slice();
  for (const constraint of prepared.constraints) {
    if (!ignored.includes(constraint)) andInto(bits, constraint.bits);
  }
  // A city's options live inside the selected departments.
  if (field === 'city') {
    const departments = departmentBits(prepared.index, prepared.filters);
    if (departments) andInto(bits, departments);
  }
  return bits;
}

/** Counters of the fields, each over the results without its own selection. */
export function countersOf(
  prepared: PreparedSearch,
  fields: readonly FacetField[],
  totals: CounterTotals = 'vacancies',
): Partial<Record<FacetField, FacetCount[]>> {
  const { index, filters, now } = prepared;
  // Fields without a selection of their own share the results: one pass counts them all.
  const groups = new Map<Bitset, FacetField[]>();
  for (const field of fields) {
    const bits = resultsWithout(prepared, field);
    const group = groups.get(bits);
    if (group) group.push(field);
    else groups.set(bits, [field]);
  }
  const cityDepartments = filters.department?.length
    ? new Set(entityIds(index, 'department', filters.department))
    : null;
  const counters: Partial<Record<FacetField, FacetCount[]>> = {};
  for (const [bits, group] of groups) {
    for (const [field, counts] of countBroadFields(index, bits, prepared.universe, group, now, totals)) {
      counters[field] = facetCounts(index, field, counts, filters, cityDepartments);
    }
  }
  return counters;
}

/**
 * Result groups in relevance order: titles with every word, first those that start with the
 * first of them ("Médico general" before "Tecnólogo médico"), by the words typed before by a
 * synonym only ("Domiciliario", "Repartidor", then "Instalador domiciliario"), and titles that
 * also name a job the query does not ("Médico veterinario") after them all; then in title,
 * company or occupation; then anywhere. Each group is read in recency order.
 */
function relevanceGroups(prepared: PreparedSearch): Bitset[] {
  const { index, match, results } = prepared;
  if (!match) return [results];
  const inTitle = andInto(results.slice(), match.title);
  const otherJobs = prepared.plan.titlesNamingOtherJobs(index, inTitle);
  // Titles that start with one of the heads; the ranks follow word by word from it.
  const headFirst = createBitset(index.capacity);
  const heads = new Uint8Array(Math.max(-1, ...match.heads) + 1);
  for (const head of match.heads) heads[head] = 1;
  const titleHead = index.titleHead;
  forEachBit(inTitle, (slot) => {
    if (heads[titleHead[slot] as number] === 1) setBit(headFirst, slot);
  });
  // Head first (typed, synonym), anywhere (typed, synonym), other jobs (head first, anywhere).
  const titled = Array.from({ length: 6 }, () => createBitset(index.capacity));
  const [headTyped, headSynonym, typed, synonym, otherHead, other] = titled as [
    Bitset,
    Bitset,
    Bitset,
    Bitset,
    Bitset,
    Bitset,
  ];
  const inKeywords = andInto(results.slice(), match.titleOrKeywords);
  const elsewhere = results.slice();
  for (let word = 0; word < results.length; word++) {
    const title = inTitle[word] as number;
    const otherJob = (otherJobs[word] ?? 0) & title;
    const onlyThisJob = title & ~otherJob;
    const head = headFirst[word] as number;
    const typedWords = match.typedTitle[word] as number;
    headTyped[word] = onlyThisJob & head & typedWords;
    headSynonym[word] = onlyThisJob & head & ~typedWords;
    typed[word] = onlyThisJob & ~head & typedWords;
    synonym[word] = onlyThisJob & ~head & ~typedWords;
    otherHead[word] = otherJob & head;
    other[word] = otherJob & ~head;
    inKeywords[word] = (inKeywords[word] as number) & ~title;
    elsewhere[word] = (elsewhere[word] as number) & ~(title | (inKeywords[word] as number));
  }
  return [...titled, inKeywords, elsewhere];
}

/**
 * Walking the order finds a page of a group in about length × wanted / size steps: a group
 * small enough to sort in fewer is sorted on its own (a few matches among a million vacancies).
 */
function isSparse(size: number, wanted: number, length: number): boolean {
  return size * size * 16 < wanted * length;
}

function pageSlots(prepared: PreparedSearch, request: SearchRequest): number[] {
  const { index } = prepared;
  const descending = request.order.direction === 'DESC';
  let sorted: SortedSlots;
  let groups: Bitset[];
  let forward = descending;
  switch (request.order.field) {
    case 'relevance':
      sorted = index.byRecency;
      groups = relevanceGroups(prepared);
      if (!descending) groups.reverse();
      break;
    case 'publishedAt':
      sorted = index.byRecency;
      groups = [prepared.results];
      break;
    case 'salary':
      sorted = descending ? index.bySalaryDescending : index.bySalaryAscending;
      groups = [prepared.results];
      forward = true;
      break;
  }
  const order = sorted.read(index.alive);
  const page: number[] = [];
  let skip = request.offset;
  for (const group of groups) {
    if (page.length >= request.limit) break;
    const size = countBits(group);
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const length = order.length;
    if (isSparse(size, skip + request.limit - page.length, length)) {
      const members: number[] = [];
      forEachBit(group, (slot) => members.push(slot));
      sorted.sort(members);
      if (!forward) members.reverse();
      for (const slot of members.slice(skip, skip + request.limit - page.length)) page.push(slot);
      skip = 0;
      continue;
    }
    for (let step = 0; step < length && page.length < request.limit; step++) {
      const slot = order[forward ? step : length - 1 - step] as number;
      if (!hasBit(group, slot)) continue;
      if (skip > 0) skip--;
      else page.push(slot);
    }
  }
  return page;
}

export function runSearch(prepared: PreparedSearch, request: SearchRequest): SearchResult {
  const { index, results } = prepared;
  const totalRows = countBits(results);
  const totalHits = countBroadHits(index, results, prepared.universe, prepared.now);
  const counters = countersOf(prepared, request.counters ?? [], request.counterTotals);
  const ids = request.limit > 0 ? pageSlots(prepared, request).map((slot) => index.ids[slot] as string) : [];
  const { plan } = prepared;
  const textPlaces =
    plan.cities.length > 0 || plan.departments.length > 0
      ? { text: plan.textWithoutPlaces, cities: plan.cities, departments: plan.departments }
      : null;
  return { ids, totalRows, totalHits, counters, textPlaces };
}
