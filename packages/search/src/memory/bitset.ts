/** Sets of slots as bit arrays: bit `slot` of word `slot >>> 5`. */
export type Bitset = Uint32Array;

export function createBitset(slots: number): Bitset {
  return new Uint32Array((slots + 31) >>> 5);
}

export function setBit(bits: Bitset, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] as number) | (1 << (slot & 31));
}

export function clearBit(bits: Bitset, slot: number): void {
  bits[slot >>> 5] = (bits[slot >>> 5] as number) & ~(1 << (slot & 31));
}

export function hasBit(bits: Bitset, slot: number): boolean {
  return ((bits[slot >>> 5] as number) & (1 << (slot & 31))) !== 0;
}

/** `target &= other`, word by word; `other` may be shorter (missing words count as empty). */
export function andInto(target: Bitset, other: Bitset): Bitset {
  const shared = Math.min(target.length, other.length);
  for (let word = 0; word < shared; word++) target[word] = (target[word] as number) & (other[word] as number);
  target.fill(0, shared);
  return target;
}

/** `target |= other`, word by word; `other` may be shorter. */
export function orInto(target: Bitset, other: Bitset): Bitset {
  const shared = Math.min(target.length, other.length);
  for (let word = 0; word < shared; word++) target[word] = (target[word] as number) | (other[word] as number);
  return target;
}

function popcount32(value: number): number {
  let x = value - ((value >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Bitset): number {
  let total = 0;
  for (let word = 0; word < bits.length; word++) total += popcount32(bits[word] as number);
  return total;
}

/** Calls `visit` for every slot in the set, in ascending order. */
export function forEachBit(bits: Bitset, visit: (slot: number) => void): void {
  for (let word = 0; word < bits.length; word++) {
    let x = bits[word] as number;
    while (x !== 0) {
      const lowest = x & -x;
      visit((word << 5) + 31 - Math.clz32(lowest));
      x ^= lowest;
    }
  }
}
