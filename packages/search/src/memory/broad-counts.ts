import { type CounterTotals, FACET_FIELDS, type FacetField } from '../search-engine.ts';
import { type Bitset, countBits } from './bitset.ts';
import { countFields, type RawCounts } from './counters.ts';
import type { SearchIndex } from './search-index.ts';

/** Publication-date counters age with the clock: the universe's counts are kept this long. */
const UNIVERSE_COUNTS_TTL_MS = 60_000;

type UniverseCounts = { at: number; counts: Map<FacetField, RawCounts>; hits: number };

// By universe (a set of visible slots, replaced whenever the index or the visibility changes).
const sizes = new WeakMap<Bitset, number>();
const universes = new WeakMap<Bitset, Map<CounterTotals, UniverseCounts>>();

function sizeOf(universe: Bitset): number {
  let size = sizes.get(universe);
  if (size === undefined) {
    size = countBits(universe);
    sizes.set(universe, size);
  }
  return size;
}

function quotasOf(index: SearchIndex, bits: Bitset): number {
  const quotas = index.quotas;
  let total = 0;
  for (let word = 0; word < bits.length; word++) {
    let x = bits[word] as number;
    while (x !== 0) {
      const lowest = x & -x;
      total += quotas[(word << 5) + 31 - Math.clz32(lowest)] as number;
      x ^= lowest;
    }
  }
  return total;
}

function universeCounts(
  index: SearchIndex,
  universe: Bitset,
  now: number,
  totals: CounterTotals,
): UniverseCounts {
  let byTotals = universes.get(universe);
  if (!byTotals) {
    byTotals = new Map();
    universes.set(universe, byTotals);
  }
  let entry = byTotals.get(totals);
  if (!entry || now < entry.at || now - entry.at > UNIVERSE_COUNTS_TTL_MS) {
    entry = {
      at: now,
      counts: countFields(index, universe, FACET_FIELDS, now, totals),
      hits: quotasOf(index, universe),
    };
    byTotals.set(totals, entry);
  }
  return entry;
}

/** The slots of the universe that are not in `bits`. */
function leftOut(universe: Bitset, bits: Bitset): Bitset {
  const left = universe.slice();
  for (let word = 0; word < left.length; word++) left[word] = (left[word] as number) & ~(bits[word] ?? 0);
  return left;
}

function isBroad(bits: Bitset, universe: Bitset | null): universe is Bitset {
  return universe !== null && countBits(bits) * 2 > sizeOf(universe);
}

/**
 * {@link countFields} of `bits`, a subset of `universe` (every slot the scope shows, or null when
 * the scope is too small to matter). A set covering most of the universe is counted through the
 * slots it leaves out: the universe's counts, computed once per universe, minus theirs. So the
 * empty search and the broad words and filters cost a pass over what they exclude, not over a
 * million vacancies.
 */
export function countBroadFields(
  index: SearchIndex,
  bits: Bitset,
  universe: Bitset | null,
  fields: readonly FacetField[],
  now: number,
  totals: CounterTotals,
): Map<FacetField, RawCounts> {
  if (!isBroad(bits, universe)) return countFields(index, bits, fields, now, totals);
  const whole = universeCounts(index, universe, now, totals).counts;
  const excluded = countFields(index, leftOut(universe, bits), fields, now, totals);
  return new Map(
    fields.map((field) => {
      const all = whole.get(field) as RawCounts;
      const out = excluded.get(field) as RawCounts;
      return [field, out.map((value, at) => (all[at] ?? 0) - value)] as const;
    }),
  );
}

/** The openings (quotas) of the slots in `bits`, counted the same way as {@link countBroadFields}. */
export function countBroadHits(
  index: SearchIndex,
  bits: Bitset,
  universe: Bitset | null,
  now: number,
): number {
  if (!isBroad(bits, universe)) return quotasOf(index, bits);
  return universeCounts(index, universe, now, 'vacancies').hits - quotasOf(index, leftOut(universe, bits));
}
