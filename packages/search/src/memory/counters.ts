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
import type { MultiValues, SearchIndex } from './search-index.ts';

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

function countMulti(
  values: MultiValues,
  slot: number,
  all: Int32Array,
  counts: Int32Array,
  weight: number,
): void {
  const start = values.start[slot] as number;
  const end = start + (values.count[slot] as number);
  for (let index = start; index < end; index++) {
    const value = all[index] as number;
    counts[value] = (counts[value] as number) + weight;
  }
}

function countColumn(column: ArrayLike<number>, slot: number, counts: Int32Array, weight: number): void {
  const value = column[slot] as number;
  if (value >= 0) counts[value] = (counts[value] as number) + weight;
}

/**
 * Counts several fields over one set of slots in a single pass: a broad search walks the
 * results once however many counters it shows.
 */
export function countFields(
  index: SearchIndex,
  bits: Bitset,
  fields: readonly FacetField[],
  now: number,
  totals: CounterTotals = 'vacancies',
): Map<FacetField, RawCounts> {
  const counts = new Map(fields.map((field) => [field, new Int32Array(entitySize(index, field))] as const));
  const department = counts.get('department');
  const city = counts.get('city');
  const sector = counts.get('sector');
  const category = counts.get('category');
  const occupation = counts.get('occupation');
  const company = counts.get('company');
  const employmentType = counts.get('employmentType');
  const educationLevel = counts.get('educationLevel');
  const experience = counts.get('experience');
  const salary = counts.get('salary');
  const publishDate = counts.get('publishDate');
  const remote = counts.get('remote');
  const urgent = counts.get('urgent');
  const departmentValues = index.departments.values.view();
  const cityValues = index.cities.values.view();
  const sectorValues = index.sectors.values.view();
  const openings = totals === 'openings';
  const quotas = index.quotas;
  // Slots by salary range mask, spread over the ranges after the pass: no loop per slot.
  const salaryMasks = salary ? new Int32Array(256) : null;

  for (let word = 0; word < bits.length; word++) {
    let x = bits[word] as number;
    while (x !== 0) {
      const lowest = x & -x;
      const slot = (word << 5) + 31 - Math.clz32(lowest);
      x ^= lowest;
      const weight = openings ? (quotas[slot] as number) : 1;
      if (department) countMulti(index.departments, slot, departmentValues, department, weight);
      if (city) countMulti(index.cities, slot, cityValues, city, weight);
      if (sector) countMulti(index.sectors, slot, sectorValues, sector, weight);
      if (category) countColumn(index.category, slot, category, weight);
      if (occupation) countColumn(index.occupation, slot, occupation, weight);
      if (company) countColumn(index.company, slot, company, weight);
      if (employmentType) countColumn(index.employmentType, slot, employmentType, weight);
      if (educationLevel) countColumn(index.educationLevel, slot, educationLevel, weight);
      if (experience) countColumn(index.experienceRange, slot, experience, weight);
      if (salaryMasks) {
        const mask = index.salaryRanges[slot] as number;
        salaryMasks[mask] = (salaryMasks[mask] as number) + weight;
      }
      if (publishDate) {
        // Counted in the narrowest range; the nesting is added up below.
        const age = now - (index.publishedAt[slot] as number);
        for (let range = 0; range < PUBLISH_DATE_LIMITS.length; range++) {
          if (age <= (PUBLISH_DATE_LIMITS[range] as number)) {
            publishDate[range] = (publishDate[range] as number) + weight;
            break;
          }
        }
      }
      if (remote) remote[0] = (remote[0] as number) + (index.remote[slot] as number) * weight;
      if (urgent) urgent[0] = (urgent[0] as number) + (index.urgent[slot] as number) * weight;
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
