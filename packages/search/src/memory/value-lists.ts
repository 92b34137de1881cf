import { IntList } from './growable.ts';

/**
 * The lists of values slots hold for a multi-valued field (the cities of a vacancy, its sectors,
 * the words of its title), each distinct list stored once under a dense id. Far fewer lists than
 * slots exist (58,000 city lists and 700 sector lists among a million seeded vacancies), so
 * counting a field over many slots is a count per list id, spread over the values of each list
 * afterwards: one read per slot, not one per value.
 */
export class ValueLists {
  readonly #ids = new Map<string, number>();
  // The values of list l are #values[#starts[l] .. #starts[l + 1]).
  readonly #starts = new IntList(1 << 10);
  readonly #values = new IntList(1 << 12);

  constructor() {
    this.#starts.push(0);
  }

  /** How many distinct lists there are: ids run from 0 to size - 1. */
  get size(): number {
    return this.#starts.length - 1;
  }

  /** The id of the list, given a new one the first time the list is seen. Order and repeats matter. */
  idOf(values: readonly number[]): number {
    const key = values.join(',');
    let id = this.#ids.get(key);
    if (id === undefined) {
      id = this.size;
      this.#ids.set(key, id);
      for (const value of values) this.#values.push(value);
      this.#starts.push(this.#values.length);
    }
    return id;
  }

  values(id: number): Int32Array {
    return this.#values.view().subarray(this.#starts.at(id), this.#starts.at(id + 1));
  }

  /** Adds `hits[id]` to the count of every value of list `id`, for every list. */
  spread(hits: Int32Array, counts: Int32Array): void {
    const starts = this.#starts.view();
    const values = this.#values.view();
    const lists = Math.min(hits.length, this.size);
    for (let id = 0; id < lists; id++) {
      const total = hits[id] as number;
      if (total === 0) continue;
      const end = starts[id + 1] as number;
      for (let at = starts[id] as number; at < end; at++) {
        const value = values[at] as number;
        counts[value] = (counts[value] as number) + total;
      }
    }
  }
}
