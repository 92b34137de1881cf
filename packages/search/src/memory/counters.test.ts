import { EDUCATION_LEVELS, EMPLOYMENT_TYPES } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import { EXPERIENCE_RANGES, SALARY_RANGES } from '../facet-values.ts';
import { FACET_FIELDS, type FacetField } from '../search-engine.ts';
import type { Bitset } from './bitset.ts';
import { countFields } from './counters.ts';
import type { SearchIndex } from './search-index.ts';
import { indexOf, NOW, ROWS, row, slotsOf } from './test-support/index-fixtures.ts';

/** The non-zero counts of each field, by value id (entity id, company index or range index). */
function counted(index: SearchIndex, bits: Bitset, totals: 'vacancies' | 'openings' = 'vacancies') {
  const counts = countFields(index, bits, FACET_FIELDS, NOW, totals);
  return Object.fromEntries(
    [...counts].map(([field, values]) => [
      field,
      Object.fromEntries([...values.entries()].filter(([, total]) => total !== 0)),
    ]),
  ) as Record<FacetField, Record<number, number>>;
}

const employment = (type: string) => EMPLOYMENT_TYPES.indexOf(type as never);
const education = (level: string) => EDUCATION_LEVELS.indexOf(level as never);
const experience = (id: string) => EXPERIENCE_RANGES.findIndex((range) => range.id === id);
const salary = (id: string) => SALARY_RANGES.findIndex((range) => range.id === id);

describe('countFields', () => {
  const index = indexOf(ROWS);
  const all = slotsOf(
    index,
    ROWS.map((vacancy) => vacancy.id),
  );

  it('counts each value of multi-valued fields, a department once however many of its cities', () => {
    const counts = counted(index, all);
    expect(counts.city).toEqual({ 11: 3, 12: 2, 21: 2 });
    expect(counts.department).toEqual({ 1: 3, 2: 2 });
    expect(counts.sector).toEqual({ 1: 2, 2: 3 });
  });

  it('counts single values, categories through their occupations, and skips missing values', () => {
    const counts = counted(index, all);
    expect(counts.company).toEqual({ 0: 4, 1: 1 });
    expect(counts.occupation).toEqual({ 5: 1, 6: 1, 7: 1 });
    expect(counts.category).toEqual({ 1: 2, 2: 1 });
    expect(counts.employmentType).toEqual({
      [employment('FULL_TIME')]: 1,
      [employment('PART_TIME')]: 1,
      [employment('unknown')]: 3,
    });
    expect(counts.educationLevel).toEqual({ [education('BACHELOR_DEGREE')]: 1 });
    expect(counts.experience).toEqual({
      [experience('sin-experiencia')]: 3,
      [experience('1-a-2-anos')]: 1,
      [experience('mas-de-5-anos')]: 1,
    });
    expect(counts.remote).toEqual({ 0: 1 });
    expect(counts.urgent).toEqual({ 0: 1 });
    expect(counts.salary).toEqual({ [salary('1-5-a-2-5-millones')]: 1, [salary('2-5-a-4-millones')]: 1 });
    // Nested ranges: 24 hours, 3 days, a week, 2 weeks, a month.
    expect(counts.publishDate).toEqual({ 0: 2, 1: 2, 2: 3, 3: 3, 4: 4 });
  });

  it('counts only the slots of the set, weighted by openings when asked', () => {
    const some = slotsOf(index, ['two-cities-one-department', 'two-departments', 'no-values']);
    expect(counted(index, some).city).toEqual({ 11: 2, 12: 1, 21: 1 });
    const openings = counted(index, some, 'openings');
    expect(openings.city).toEqual({ 11: 5, 12: 3, 21: 2 });
    expect(openings.department).toEqual({ 1: 5, 2: 2 });
    expect(openings.category).toEqual({ 1: 3, 2: 2 });
    expect(openings.employmentType).toEqual({
      [employment('FULL_TIME')]: 3,
      [employment('PART_TIME')]: 2,
      [employment('unknown')]: 1,
    });
  });

  it('counts the fields asked for only, categories without occupations too', () => {
    const counts = countFields(index, all, ['category', 'department'], NOW);
    expect([...counts.keys()]).toEqual(['category', 'department']);
    expect([...(counts.get('category') ?? [])]).toEqual([0, 2, 1]);
  });

  it('counts a vacancy edited since as its new version only', () => {
    const edited = indexOf([...ROWS, row('two-departments', { city_ids: [12], sector_ids: [] })]);
    const counts = counted(
      edited,
      slotsOf(
        edited,
        ROWS.map((vacancy) => vacancy.id),
      ),
    );
    expect(counts.city).toEqual({ 11: 2, 12: 3, 21: 1 });
    expect(counts.department).toEqual({ 1: 3, 2: 1 });
    expect(counts.sector).toEqual({ 1: 2, 2: 2 });
  });
});
