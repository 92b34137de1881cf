import seedrandom from 'seedrandom';

/** Deterministic random helpers: the same seed always produces the same data. */
export type Random = {
  /** Uniform float in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks according to `weights` (same length as `items`). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** `count` distinct items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  uuid(): string;
  /** Lower-case base-36 identifier. */
  token(length: number): string;
};

const base36 = '0123456789abcdefghijklmnopqrstuvwxyz';

export function createRandom(seed: number | string): Random {
  const next = seedrandom(String(seed));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('Cannot pick from an empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      let target = next() * total;
      for (let index = 0; index < items.length; index++) {
        target -= weights[index] ?? 0;
        if (target < 0) return items[index] as T;
      }
      return items[items.length - 1] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const pool = [...items];
      const chosen: T[] = [];
      while (chosen.length < count && pool.length > 0) {
        const index = Math.floor(next() * pool.length);
        chosen.push(pool[index] as T);
        pool.splice(index, 1);
      }
      return chosen;
    },
    uuid() {
      const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
      hex[12] = '4';
      hex[16] = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
      const s = hex.join('');
      return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
    },
    token(length) {
      let token = '';
      for (let index = 0; index < length; index++) token += base36[Math.floor(next() * 36)];
      return token;
    },
  };
}

/** Picks quickly from a large weighted list by binary search over cumulative weights. */
export function createWeightedPicker<T>(
  items: readonly T[],
  weights: readonly number[],
): (random: Random) => T {
  const cumulative: number[] = [];
  let total = 0;
  for (const weight of weights) {
    total += weight;
    cumulative.push(total);
  }
  return (random) => {
    const target = random.next() * total;
    let low = 0;
    let high = cumulative.length - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((cumulative[middle] ?? 0) > target) high = middle;
      else low = middle + 1;
    }
    return items[low] as T;
  };
}
