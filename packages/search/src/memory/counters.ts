import { EDUCATION_LEVELS, EMPLOYMENT_TYPES } from '@camello/domain';
import {
  EDUCATION_LEVEL_SLUGS,
  EMPLOYMENT_TYPE_SLUGS,
  EXPERIENCE_RANGES,
  PUBLISH_DATE_RANGES,
  SALARY_RANGES,
} from '../facet-values.ts';
import type { CounterTotals, FacetCount, FacetField, SearchFilters } from '../search-engine.ts';
import type { Bitset } from './bitset.ts';
import { type SearchIndex, TRAIT_CODES } from './search-index.ts';

const DAY_MS = 86_400_000;
const PUBLISH_DATE_LIMITS = PUBLISH_DATE_RANGES.map((range) => range.days * DAY_MS);

/** Raw counts of one field: count by value id (or by range index). */
export type RawCounts = Int32Array;

function entitySize(index: SearchIndex, field: FacetField): number {
  const vocabulary = index.vocabulary;
  switch (field) {
    case 'department':
      return vocabulary.departments.maxId + 1;
    case 'city':
      return vocabulary.cities.maxId + 1;
    case 'sector':
      return vocabulary.sectors.maxId + 1;
    case 'category':
      return vocabulary.categories.maxId + 1;
    case 'occupation':
      return vocabulary.occupations.maxId + 1;
    case 'company':
      return vocabulary.companies.length;
    case 'employmentType':
      return EMPLOYMENT_TYPES.length;
    case 'educationLevel':
      return EDUCATION_LEVELS.length;
    case 'experience':
      return EXPERIENCE_RANGES.length;
    case 'salary':
      return SALARY_RANGES.length;
    case 'publishDate':
      return PUBLISH_DATE_RANGES.length;
    case 'remote':
    case 'urgent':
      return 1;
  }
}

/** Occupation id → category id, as `SearchIndex.category` holds them (a category follows from the occupation). */
const categoriesOfOccupations = new WeakMap<SearchIndex['vocabulary'], Int32Array>();

function categoryOfOccupation(index: SearchIndex): Int32Array {
  const occupations = index.vocabulary.occupations;
  let categories = categoriesOfOccupations.get(index.vocabulary);
  if (!categories) {
    categories = new Int32Array(occupations.maxId + 1).fill(-1);
    for (const [id, occupation] of occupations.byId) categories[id] = occupation.categoryId;
    categoriesOfOccupations.set(index.vocabulary, categories);
  }
  return categories;
}

/** Adds the counts of each trait code to the fields it packs (see `traitsOf`). */
function spreadTraits(codes: Int32Array, counts: ReadonlyMap<FacetField, RawCounts>): void {
  const employmentType = counts.get('employmentType');
  const educationLevel = counts.get('educationLevel');
  const experience = counts.get('experience');
  const remote = counts.get('remote');
  const urgent = counts.get('urgent');
  const add = (into: RawCounts | undefined, value: number, total: number) => {
    if (into && value >= 0) into[value] = (into[value] as number) + total;
  };
  for (let code = 0; code < codes.length; code++) {
    const total = codes[code] as number;
    if (total === 0) continue;
    add(employmentType, (code & 15) - 1, total);
    add(educationLevel, ((code >> 4) & 7) - 1, total);
    add(experience, ((code >> 7) & 7) - 1, total);
    if (code & (1 << 10)) add(remote, 0, total);
    if (code & (1 << 11)) add(urgent, 0, total);
  }
}

/**
 * Counts several fields over one set of slots in a single pass: a broad search walks the
 * results once however many counters it shows. The pass only counts codes (of the city and
 * sector lists, the traits, the salary ranges) and single values; the codes are spread over
 * the fields' values afterwards.
 */
export function countFields(
  index: SearchIndex,
  bits: Bitset,
  fields: readonly FacetField[],
  now: number,
  totals: CounterTotals = 'vacancies',
): Map<FacetField, RawCounts> {
  const counts = new Map(fields.map((field) => [field, new Int32Array(entitySize(index, field))] as const));
  const has = (field: FacetField) => counts.has(field);
  const company = counts.get('company');
  const category = counts.get('category');
  const occupation =
    counts.get('occupation') ?? (category ? new Int32Array(entitySize(index, 'occupation')) : null);
  const salary = counts.get('salary');
  const publishDate = counts.get('publishDate');
  const cityHits = has('city') || has('department') ? new Int32Array(index.cityLists.size) : null;
  const sectorHits = has('sector') ? new Int32Array(index.sectorLists.size) : null;
  const traitHits = ['employmentType', 'educationLevel', 'experience', 'remote', 'urgent'].some((field) =>
    has(field as FacetField),
  )
    ? new Int32Array(TRAIT_CODES)
    : null;
  // Slots by salary range mask, spread over the ranges after the pass: no loop per slot.
  const salaryMasks = salary ? new Int32Array(256) : null;
  const cityList = index.cityList;
  const sectorList = index.sectorList;
  const traits = index.traits;
  const companies = index.company;
  const occupations = index.occupation;
  const salaryRanges = index.salaryRanges;
  const publishedAt = index.publishedAt;
  const openings = totals === 'openings';
  const quotas = index.quotas;

  for (let word = 0; word < bits.length; word++) {
    let x = bits[word] as number;
    while (x !== 0) {
      const lowest = x & -x;
      const slot = (word << 5) + 31 - Math.clz32(lowest);
      x ^= lowest;
      const weight = openings ? (quotas[slot] as number) : 1;
      if (cityHits) {
        const list = cityList[slot] as number;
        cityHits[list] = (cityHits[list] as number) + weight;
      }
      if (sectorHits) {
        const list = sectorList[slot] as number;
        sectorHits[list] = (sectorHits[list] as number) + weight;
      }
      if (traitHits) {
        const code = traits[slot] as number;
        traitHits[code] = (traitHits[code] as number) + weight;
      }
      if (company) {
        const value = companies[slot] as number;
        if (value >= 0) company[value] = (company[value] as number) + weight;
      }
      if (occupation) {
        const value = occupations[slot] as number;
        if (value >= 0) occupation[value] = (occupation[value] as number) + weight;
      }
      if (salaryMasks) {
        const mask = salaryRanges[slot] as number;
        salaryMasks[mask] = (salaryMasks[mask] as number) + weight;
      }
      if (publishDate) {
        // Counted in the narrowest range; the nesting is added up below.
        const age = now - (publishedAt[slot] as number);
        for (let range = 0; range < PUBLISH_DATE_LIMITS.length; range++) {
          if (age <= (PUBLISH_DATE_LIMITS[range] as number)) {
            publishDate[range] = (publishDate[range] as number) + weight;
            break;
          }
        }
      }
    }
  }
  const city = counts.get('city');
  if (cityHits && city) index.cityLists.spread(cityHits, city);
  const department = counts.get('department');
  if (cityHits && department) {
    const departmentHits = new Int32Array(index.departmentLists.size);
    const departmentListOf = index.departmentListOf.view();
    for (let list = 0; list < cityHits.length; list++) {
      const departments = departmentListOf[list] as number;
      departmentHits[departments] = (departmentHits[departments] as number) + (cityHits[list] as number);
    }
    index.departmentLists.spread(departmentHits, department);
  }
  const sector = counts.get('sector');
  if (sectorHits && sector) index.sectorLists.spread(sectorHits, sector);
  if (traitHits) spreadTraits(traitHits, counts);
  if (category && occupation) {
    const categories = categoryOfOccupation(index);
    for (let id = 0; id < occupation.length; id++) {
      const total = occupation[id] as number;
      const value = categories[id] as number;
      if (total !== 0 && value >= 0) category[value] = (category[value] as number) + total;
    }
  }
  if (salary && salaryMasks) {
    for (let mask = 1; mask < salaryMasks.length; mask++) {
      const total = salaryMasks[mask] as number;
      if (total === 0) continue;
      for (let range = 0; mask >> range !== 0; range++) {
        if (mask & (1 << range)) salary[range] = (salary[range] as number) + total;
      }
    }
  }
  if (publishDate) {
    for (let range = 1; range < publishDate.length; range++) {
      publishDate[range] = (publishDate[range] as number) + (publishDate[range - 1] as number);
    }
  }
  return counts;
}

const byTotalThenName = (a: FacetCount, b: FacetCount) =>
  b.total - a.total || (a.name ?? a.id).localeCompare(b.name ?? b.id, 'es');

/** Entries with vacancies, plus the applied ones even at zero so they can be taken off. */
function keep(entries: FacetCount[]): FacetCount[] {
  return entries.filter((entry) => entry.total > 0 || entry.applied);
}

type EntityLookup = {
  byId: ReadonlyMap<number, { slug: string; name: string }>;
  bySlug: ReadonlyMap<string, { id: number }>;
};

function entityCounts(
  counts: RawCounts,
  table: EntityLookup,
  applied: readonly string[],
  accept: (id: number) => boolean = () => true,
): FacetCount[] {
  const appliedIds = new Set(applied.flatMap((slug) => table.bySlug.get(slug)?.id ?? []));
  const entries: FacetCount[] = [];
  for (const [id, entity] of table.byId) {
    const total = counts[id] ?? 0;
    const isApplied = appliedIds.has(id);
    if ((total > 0 || isApplied) && accept(id)) {
      entries.push({ id: entity.slug, name: entity.name, total, applied: isApplied });
    }
  }
  return entries.sort(byTotalThenName);
}

function rangeCounts(
  counts: RawCounts,
  ranges: readonly { id: string }[],
  isApplied: (id: string, at: number) => boolean,
): FacetCount[] {
  return keep(
    ranges.map((range, at) => ({ id: range.id, total: counts[at] ?? 0, applied: isApplied(range.id, at) })),
  );
}

/**
 * The counter entries of a field from its raw counts. `cityDepartments` limits the cities to
 * those of the selected departments.
 */
export function facetCounts(
  index: SearchIndex,
  field: FacetField,
  counts: RawCounts,
  filters: SearchFilters,
  cityDepartments: ReadonlySet<number> | null,
): FacetCount[] {
  const vocabulary = index.vocabulary;
  switch (field) {
    case 'department':
      return entityCounts(counts, vocabulary.departments, filters.department ?? []);
    case 'city':
      return entityCounts(counts, vocabulary.cities, filters.city ?? [], (id) => {
        const departmentId = vocabulary.cities.byId.get(id)?.departmentId ?? -1;
        return !cityDepartments || cityDepartments.has(departmentId);
      });
    case 'sector':
      return entityCounts(counts, vocabulary.sectors, filters.sector ?? []);
    case 'category':
      return entityCounts(counts, vocabulary.categories, filters.category ?? []);
    case 'occupation':
      return entityCounts(counts, vocabulary.occupations, filters.occupation ?? []);
    case 'company': {
      const applied = new Set(filters.company ?? []);
      const entries: FacetCount[] = [];
      for (const company of vocabulary.companies) {
        const total = counts[company.index] ?? 0;
        const isApplied = applied.has(company.slug);
        if (total > 0 || isApplied)
          entries.push({ id: company.slug, name: company.name, total, applied: isApplied });
      }
      return entries.sort(byTotalThenName);
    }
    case 'employmentType': {
      const applied = new Set(filters.employmentType ?? []);
      const entries = EMPLOYMENT_TYPES.map((type, at) => {
        const id = EMPLOYMENT_TYPE_SLUGS[type];
        return { id, total: counts[at] ?? 0, applied: applied.has(id) };
      });
      return keep(entries).sort((a, b) => b.total - a.total);
    }
    case 'educationLevel': {
      const applied = new Set(filters.educationLevel ?? []);
      const levels = EDUCATION_LEVELS.map((level) => ({ id: EDUCATION_LEVEL_SLUGS[level] }));
      return rangeCounts(counts, levels, (id) => applied.has(id));
    }
    case 'experience': {
      const applied = new Set(filters.experience ?? []);
      return rangeCounts(counts, EXPERIENCE_RANGES, (id) => applied.has(id));
    }
    case 'salary': {
      const selected = filters.salary;
      return rangeCounts(counts, SALARY_RANGES, (_id, at) => {
        const range = SALARY_RANGES[at];
        return selected !== undefined && selected.from === range?.from && selected.to === range?.to;
      });
    }
    case 'publishDate':
      return rangeCounts(counts, PUBLISH_DATE_RANGES, (id) => filters.publishDate === id);
    case 'remote':
    case 'urgent':
      return keep([{ id: 'true', total: counts[0] ?? 0, applied: filters[field] === true }]);
  }
}
