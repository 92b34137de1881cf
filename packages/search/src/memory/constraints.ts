import { EDUCATION_LEVELS, EMPLOYMENT_TYPES } from '@camello/domain';
import {
  EXPERIENCE_RANGES,
  educationLevelBySlug,
  employmentTypeBySlug,
  PUBLISH_DATE_RANGES,
} from '../facet-values.ts';
import type { FacetField, GeoFilter, SalaryRangeFilter, SearchFilters } from '../search-engine.ts';
import { type Bitset, createBitset } from './bitset.ts';
import { type PostedField, payOverlaps, type SearchIndex } from './search-index.ts';

const DAY_MS = 86_400_000;
const EARTH_RADIUS_KM = 6371;

/**
 * One AND-ed condition of a search. `covers` names the counters that ignore it (a field's own
 * counts ignore its own selection). Department and city are one location condition.
 */
export type Constraint = { covers: readonly FacetField[]; bits: Bitset };

function orPostings(index: SearchIndex, field: PostedField, values: Iterable<number>, into: Bitset): Bitset {
  for (const value of values) index.markPosted(field, value, into);
  return into;
}

/** Database ids of the entity values named by slugs; unknown slugs name nothing. */
export function entityIds(
  index: SearchIndex,
  field: 'department' | 'city' | 'sector' | 'category' | 'occupation',
  slugs: readonly string[],
): number[] {
  const table = index.vocabulary.table(field);
  return slugs.flatMap((slug) => {
    const entity = table.bySlug.get(slug);
    return entity ? [entity.id] : [];
  });
}

export function companyIndexes(index: SearchIndex, slugs: readonly string[]): number[] {
  return slugs.flatMap((slug) => {
    const company = index.vocabulary.companyBySlug(slug);
    return company ? [company.index] : [];
  });
}

/** Slots in any of the selected departments, or null when none is selected. */
export function departmentBits(index: SearchIndex, filters: SearchFilters): Bitset | null {
  if (!filters.department?.length) return null;
  return orPostings(
    index,
    'department',
    entityIds(index, 'department', filters.department),
    createBitset(index.capacity),
  );
}

/**
 * Location: a city narrows its own department. Each selected department contributes its selected
 * cities, or all of itself when none of its cities is selected; cities outside the selected
 * departments are ignored (a stale child of a parent the visitor took off). Without departments,
 * the selected cities apply alone.
 */
function locationBits(index: SearchIndex, filters: SearchFilters): Bitset | null {
  const departments = filters.department ?? [];
  const cities = filters.city ?? [];
  if (departments.length === 0 && cities.length === 0) return null;
  const bits = createBitset(index.capacity);
  const cityEntities = cities.flatMap((slug) => {
    const city = index.vocabulary.cities.bySlug.get(slug);
    return city ? [city] : [];
  });
  if (departments.length === 0) {
    return orPostings(
      index,
      'city',
      cityEntities.map((city) => city.id),
      bits,
    );
  }
  for (const departmentId of entityIds(index, 'department', departments)) {
    const chosen = cityEntities.filter((city) => city.departmentId === departmentId);
    if (chosen.length > 0)
      orPostings(
        index,
        'city',
        chosen.map((city) => city.id),
        bits,
      );
    else orPostings(index, 'department', [departmentId], bits);
  }
  return bits;
}

/** Cities whose seat lies within the radius of the point (haversine distance). */
export function citiesNear(index: SearchIndex, geo: GeoFilter): number[] {
  const toRadians = Math.PI / 180;
  const lat1 = geo.lat * toRadians;
  const ids: number[] = [];
  for (const city of index.vocabulary.cities.byId.values()) {
    const lat2 = city.latitude * toRadians;
    const dLat = lat2 - lat1;
    const dLng = (city.longitude - geo.lng) * toRadians;
    const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1) * Math.cos(lat2) * Math.sin(dLng / 2) ** 2;
    const distance = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
    if (distance <= geo.radiusKm) ids.push(city.id);
  }
  return ids;
}

// The scans below walk every slot of the scope: one loop each, with no call per slot.

/** Slots of `base` whose experience range is one of `wanted` (1 at the range's index). */
function scanExperience(index: SearchIndex, base: Bitset, wanted: Uint8Array): Bitset {
  const bits = createBitset(index.capacity);
  const ranges = index.experienceRange;
  for (let word = 0; word < base.length; word++) {
    let x = base[word] as number;
    let kept = 0;
    while (x !== 0) {
      const lowest = x & -x;
      x ^= lowest;
      if (wanted[ranges[(word << 5) + 31 - Math.clz32(lowest)] as number] === 1) kept |= lowest;
    }
    bits[word] = kept;
  }
  return bits;
}

/** Slots of `base` whose pay overlaps the range (see {@link payOverlaps}). */
function scanSalary(index: SearchIndex, base: Bitset, range: SalaryRangeFilter): Bitset {
  const bits = createBitset(index.capacity);
  const lows = index.salaryLow;
  const highs = index.salaryHigh;
  for (let word = 0; word < base.length; word++) {
    let x = base[word] as number;
    let kept = 0;
    while (x !== 0) {
      const lowest = x & -x;
      x ^= lowest;
      const slot = (word << 5) + 31 - Math.clz32(lowest);
      if (payOverlaps(lows[slot] as number, highs[slot] as number, range.from, range.to)) kept |= lowest;
    }
    bits[word] = kept;
  }
  return bits;
}

/** Slots of `base` published at or after `since`. */
function scanPublishedSince(index: SearchIndex, base: Bitset, since: number): Bitset {
  const bits = createBitset(index.capacity);
  const publishedAt = index.publishedAt;
  for (let word = 0; word < base.length; word++) {
    let x = base[word] as number;
    let kept = 0;
    while (x !== 0) {
      const lowest = x & -x;
      x ^= lowest;
      if ((publishedAt[(word << 5) + 31 - Math.clz32(lowest)] as number) >= since) kept |= lowest;
    }
    bits[word] = kept;
  }
  return bits;
}

/** The conditions of the filters, each already restricted to `base` (scope and text). */
export function buildConstraints(
  index: SearchIndex,
  filters: SearchFilters,
  base: Bitset,
  now: number,
): Constraint[] {
  const constraints: Constraint[] = [];
  const add = (covers: readonly FacetField[], bits: Bitset | null) => {
    if (!bits) return;
    for (let word = 0; word < bits.length; word++)
      bits[word] = (bits[word] as number) & ((base[word] as number) ?? 0);
    constraints.push({ covers, bits });
  };
  const posted = (field: PostedField, values: number[]) =>
    orPostings(index, field, values, createBitset(index.capacity));

  add(['department', 'city'], locationBits(index, filters));
  if (filters.sector?.length) add(['sector'], posted('sector', entityIds(index, 'sector', filters.sector)));
  if (filters.category?.length)
    add(['category'], posted('category', entityIds(index, 'category', filters.category)));
  if (filters.occupation?.length) {
    add(['occupation'], posted('occupation', entityIds(index, 'occupation', filters.occupation)));
  }
  if (filters.company?.length) add(['company'], posted('company', companyIndexes(index, filters.company)));
  if (filters.employmentType?.length) {
    const values = filters.employmentType.flatMap((slug) => {
      const type = employmentTypeBySlug.get(slug);
      return type ? [EMPLOYMENT_TYPES.indexOf(type)] : [];
    });
    add(['employmentType'], posted('employmentType', values));
  }
  if (filters.educationLevel?.length) {
    const values = filters.educationLevel.flatMap((slug) => {
      const level = educationLevelBySlug.get(slug);
      return level ? [EDUCATION_LEVELS.indexOf(level)] : [];
    });
    add(['educationLevel'], posted('educationLevel', values));
  }
  if (filters.experience?.length) {
    const wanted = Uint8Array.from(EXPERIENCE_RANGES, (range) =>
      filters.experience?.includes(range.id) ? 1 : 0,
    );
    add(['experience'], scanExperience(index, base, wanted));
  }
  const salary = filters.salary;
  if (salary && (salary.from !== null || salary.to !== null)) {
    add(['salary'], scanSalary(index, base, salary));
  }
  if (filters.remote) add(['remote'], posted('remote', [1]));
  if (filters.urgent) add(['urgent'], posted('urgent', [1]));
  if (filters.publishDate) {
    const range = PUBLISH_DATE_RANGES.find((candidate) => candidate.id === filters.publishDate);
    const since = range ? now - range.days * DAY_MS : Number.POSITIVE_INFINITY;
    add(['publishDate'], scanPublishedSince(index, base, since));
  }
  if (filters.geo) add([], posted('city', citiesNear(index, filters.geo)));
  return constraints;
}
