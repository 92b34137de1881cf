import { EDUCATION_LEVELS, EMPLOYMENT_TYPES } from '@camello/domain';
import {
  EDUCATION_LEVEL_SLUGS,
  EMPLOYMENT_TYPE_SLUGS,
  EXPERIENCE_RANGES,
  PUBLISH_DATE_RANGES,
  SALARY_RANGES,
} from '../facet-values.ts';
import type { FacetCount, FacetField, SearchFilters } from '../search-engine.ts';
import { type Bitset, forEachBit } from './bitset.ts';
import { salaryOverlaps } from './constraints.ts';
import type { MultiValues, SearchIndex } from './search-index.ts';

const DAY_MS = 86_400_000;

function countColumn(column: ArrayLike<number>, bits: Bitset): Map<number, number> {
  const counts = new Map<number, number>();
  forEachBit(bits, (slot) => {
    const value = column[slot] as number;
    if (value >= 0) counts.set(value, (counts.get(value) ?? 0) + 1);
  });
  return counts;
}

function countMulti(values: MultiValues, bits: Bitset): Map<number, number> {
  const counts = new Map<number, number>();
  const all = values.values;
  forEachBit(bits, (slot) => {
    const start = values.start[slot] as number;
    const end = start + (values.count[slot] as number);
    for (let index = start; index < end; index++) {
      const value = all.at(index);
      counts.set(value, (counts.get(value) ?? 0) + 1);
    }
  });
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
  counts: Map<number, number>,
  table: EntityLookup,
  applied: readonly string[],
  accept: (id: number) => boolean = () => true,
): FacetCount[] {
  const appliedSet = new Set(applied);
  const entries: FacetCount[] = [];
  for (const [id, total] of counts) {
    if (!accept(id)) continue;
    const entity = table.byId.get(id);
    if (entity)
      entries.push({ id: entity.slug, name: entity.name, total, applied: appliedSet.has(entity.slug) });
  }
  for (const slug of appliedSet) {
    const entity = table.bySlug.get(slug);
    if (!entity || counts.has(entity.id) || !accept(entity.id)) continue;
    const known = table.byId.get(entity.id);
    if (known) entries.push({ id: known.slug, name: known.name, total: 0, applied: true });
  }
  return entries.sort(byTotalThenName);
}

/**
 * Counts of one field over `bits` (the results without the field's own selection).
 * `cityDepartments` limits the city counts to the cities of the selected departments.
 */
export function countField(
  index: SearchIndex,
  field: FacetField,
  bits: Bitset,
  filters: SearchFilters,
  now: number,
  cityDepartments: ReadonlySet<number> | null,
): FacetCount[] {
  const vocabulary = index.vocabulary;
  switch (field) {
    case 'department':
      return keep(
        entityCounts(countMulti(index.departments, bits), vocabulary.departments, filters.department ?? []),
      );
    case 'city': {
      const inSelectedDepartments = (id: number) =>
        !cityDepartments || cityDepartments.has(vocabulary.cities.byId.get(id)?.departmentId ?? -1);
      const applied = (filters.city ?? []).filter((slug) => {
        const city = vocabulary.cities.bySlug.get(slug);
        return city !== undefined && inSelectedDepartments(city.id);
      });
      return keep(
        entityCounts(countMulti(index.cities, bits), vocabulary.cities, applied, inSelectedDepartments),
      );
    }
    case 'sector':
      return keep(entityCounts(countMulti(index.sectors, bits), vocabulary.sectors, filters.sector ?? []));
    case 'category':
      return keep(
        entityCounts(countColumn(index.category, bits), vocabulary.categories, filters.category ?? []),
      );
    case 'occupation':
      return keep(
        entityCounts(countColumn(index.occupation, bits), vocabulary.occupations, filters.occupation ?? []),
      );
    case 'company': {
      const counts = countColumn(index.company, bits);
      const applied = new Set(filters.company ?? []);
      const entries: FacetCount[] = [];
      for (const company of vocabulary.companies) {
        const total = counts.get(company.index) ?? 0;
        const isApplied = applied.has(company.slug);
        if (total > 0 || isApplied)
          entries.push({ id: company.slug, name: company.name, total, applied: isApplied });
      }
      return entries.sort(byTotalThenName);
    }
    case 'employmentType': {
      const counts = countColumn(index.employmentType, bits);
      const applied = new Set(filters.employmentType ?? []);
      const entries = EMPLOYMENT_TYPES.map((type, value) => {
        const id = EMPLOYMENT_TYPE_SLUGS[type];
        return { id, total: counts.get(value) ?? 0, applied: applied.has(id) };
      });
      return keep(entries).sort((a, b) => b.total - a.total);
    }
    case 'educationLevel': {
      const counts = countColumn(index.educationLevel, bits);
      const applied = new Set(filters.educationLevel ?? []);
      return keep(
        EDUCATION_LEVELS.map((level, value) => {
          const id = EDUCATION_LEVEL_SLUGS[level];
          return { id, total: counts.get(value) ?? 0, applied: applied.has(id) };
        }),
      );
    }
    case 'experience': {
      const totals = EXPERIENCE_RANGES.map(() => 0);
      forEachBit(bits, (slot) => {
        const months = index.experienceMonths[slot] as number;
        const range = EXPERIENCE_RANGES.findIndex(
          (candidate) => months >= candidate.minMonths && months <= candidate.maxMonths,
        );
        if (range >= 0) totals[range] = (totals[range] as number) + 1;
      });
      const applied = new Set(filters.experience ?? []);
      return keep(
        EXPERIENCE_RANGES.map((range, at) => ({
          id: range.id,
          total: totals[at] as number,
          applied: applied.has(range.id),
        })),
      );
    }
    case 'salary': {
      const totals = SALARY_RANGES.map(() => 0);
      forEachBit(bits, (slot) => {
        SALARY_RANGES.forEach((range, at) => {
          if (salaryOverlaps(index, slot, range)) totals[at] = (totals[at] as number) + 1;
        });
      });
      const selected = filters.salary;
      return keep(
        SALARY_RANGES.map((range, at) => ({
          id: range.id,
          total: totals[at] as number,
          applied: selected !== undefined && selected.from === range.from && selected.to === range.to,
        })),
      );
    }
    case 'publishDate': {
      const totals = PUBLISH_DATE_RANGES.map(() => 0);
      forEachBit(bits, (slot) => {
        const age = now - (index.publishedAt[slot] as number);
        PUBLISH_DATE_RANGES.forEach((range, at) => {
          if (age <= range.days * DAY_MS) totals[at] = (totals[at] as number) + 1;
        });
      });
      return keep(
        PUBLISH_DATE_RANGES.map((range, at) => ({
          id: range.id,
          total: totals[at] as number,
          applied: filters.publishDate === range.id,
        })),
      );
    }
    case 'remote':
    case 'urgent': {
      const column = field === 'remote' ? index.remote : index.urgent;
      let total = 0;
      forEachBit(bits, (slot) => {
        total += column[slot] as number;
      });
      return keep([{ id: 'true', total, applied: filters[field] === true }]);
    }
  }
}
