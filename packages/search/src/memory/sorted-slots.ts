import { type Bitset, hasBit } from './bitset.ts';

export type SlotComparator = (a: number, b: number) => number;

/**
 * Slots kept in one sort order, so a page is read by walking the order and picking the matches.
 * New slots wait in a list and are merged in on the next read; dead slots are dropped then.
 */
export class SortedSlots {
  readonly #compare: SlotComparator;
  #slots = new Int32Array(0);
  #pending: number[] = [];

  constructor(compare: SlotComparator) {
    this.#compare = compare;
  }

  add(slot: number): void {
    this.#pending.push(slot);
  }

  /** Sorts a few slots into this order, rather than walking it all to find them. */
  sort(slots: number[]): number[] {
    return slots.sort(this.#compare);
  }

  /** The slots in order; may still hold slots that died since the last merge (callers test membership). */
  read(alive: Bitset): Int32Array {
    if (this.#pending.length > 0) this.#merge(alive);
    return this.#slots;
  }

  #merge(alive: Bitset): void {
    const incoming = Int32Array.from(this.#pending).sort(this.#compare);
    this.#pending = [];
    const current = this.#slots;
    const merged = new Int32Array(current.length + incoming.length);
    let length = 0;
    let i = 0;
    let j = 0;
    while (i < current.length || j < incoming.length) {
      let slot: number;
      if (j >= incoming.length) slot = current[i++] as number;
      else if (i >= current.length) slot = incoming[j++] as number;
      else if (this.#compare(current[i] as number, incoming[j] as number) <= 0) slot = current[i++] as number;
      else slot = incoming[j++] as number;
      if (hasBit(alive, slot)) merged[length++] = slot;
    }
    this.#slots = merged.slice(0, length);
  }
}
