import { describe, expect, it } from 'vitest';
import { ValueLists } from './value-lists.ts';

describe('ValueLists', () => {
  it('gives each distinct list one id, in the order first seen; order and repeats make another list', () => {
    const lists = new ValueLists();
    expect(lists.idOf([3, 1])).toBe(0);
    expect(lists.idOf([])).toBe(1);
    expect(lists.idOf([1, 3])).toBe(2);
    expect(lists.idOf([3, 1])).toBe(0);
    expect(lists.idOf([3, 1, 1])).toBe(3);
    expect(lists.idOf([])).toBe(1);
    expect(lists.size).toBe(4);
    expect([...lists.values(0)]).toEqual([3, 1]);
    expect([...lists.values(1)]).toEqual([]);
    expect([...lists.values(3)]).toEqual([3, 1, 1]);
  });

  it('spreads the count of each list over its values', () => {
    const lists = new ValueLists();
    lists.idOf([0, 2]);
    lists.idOf([]);
    lists.idOf([2]);
    lists.idOf([1, 1]);
    const counts = new Int32Array(3);
    lists.spread(Int32Array.from([5, 7, 1, 2]), counts);
    expect([...counts]).toEqual([5, 4, 6]);
  });

  it('spreads counts taken before lists were added, and adds to the counts given', () => {
    const lists = new ValueLists();
    lists.idOf([0]);
    const hits = Int32Array.from([2]);
    lists.idOf([1]);
    const counts = Int32Array.from([1, 1]);
    lists.spread(hits, counts);
    expect([...counts]).toEqual([3, 1]);
  });
});
