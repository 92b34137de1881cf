import { describe, expect, it } from 'vitest';
import { type Bitset, createBitset, forEachBit } from './bitset.ts';
import { indexOf, ROWS, row, slotsOf } from './test-support/index-fixtures.ts';

describe('SearchIndex.markPosted', () => {
  const slotsIn = (bits: Bitset) => {
    const slots: number[] = [];
    forEachBit(bits, (slot) => slots.push(slot));
    return slots;
  };

  it('marks the slots of a value, whether few or on most slots, including slots added since', () => {
    // Bogotá on most vacancies (kept as a bitset), Medellín on one; the index grows past its
    // first capacity in between.
    const rows = Array.from({ length: 1500 }, (_, at) =>
      row(`vacancy-${at}`, { city_ids: at % 100 === 7 ? [11] : [21] }),
    );
    const index = indexOf(rows.slice(0, 1000));
    const marked = (city: number) => slotsIn(index.markPosted('city', city, createBitset(index.capacity)));
    const expected = (city: number, upTo: number) =>
      rows.slice(0, upTo).flatMap((vacancy, at) => (vacancy.city_ids.includes(city) ? [at] : []));
    expect(marked(21)).toEqual(expected(21, 1000));
    expect(marked(11)).toEqual(expected(11, 1000));
    for (const vacancy of rows.slice(1000, 1020)) index.add(vacancy);
    expect(marked(21)).toEqual(expected(21, 1020));
    for (const vacancy of rows.slice(1020)) index.add(vacancy);
    expect(index.capacity).toBeGreaterThan(1024);
    expect(marked(21)).toEqual(expected(21, 1500));
    expect(marked(11)).toEqual(expected(11, 1500));
    expect(marked(12)).toEqual([]);
  });

  it('adds to the bits already set', () => {
    const index = indexOf(ROWS);
    const bits = slotsOf(index, ['no-values']);
    index.markPosted('sector', 1, bits);
    expect(slotsIn(bits).map((slot) => index.ids[slot])).toEqual([
      'two-cities-one-department',
      'no-values',
      'same-lists',
    ]);
  });
});
