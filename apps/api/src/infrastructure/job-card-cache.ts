import type { CardRow } from '@camello/db';

/** Bounds the memory: a card row weighs about 1 KB, so about 20 MB at most. */
const DEFAULT_MAX_CARDS = 20_000;

export type JobCardCacheOptions = {
  /** Reads the rows of these vacancies from the database, in the order given. */
  readonly load: (ids: readonly string[]) => Promise<CardRow[]>;
  /** Changes whenever what a card shows may have changed (the public answers' version). */
  readonly version: () => string;
  readonly maxCards?: number;
};

/** The card rows of these vacancies, in the order given; missing ids are skipped. */
export type JobCardRows = (ids: readonly string[]) => Promise<CardRow[]>;

/**
 * Card rows of vacancies kept in memory, so that a page of results, similar vacancies or
 * suggestions reads only the vacancies it has not shown since the data last changed: every card
 * is dropped when {@link JobCardCacheOptions.version} changes (the search index took in a change
 * of the database, from any instance, or this instance wrote one). Rows read while the data
 * changed are not kept. Rows hold data only: texts counting days are written per request.
 */
export function createJobCardCache({
  load,
  version,
  maxCards = DEFAULT_MAX_CARDS,
}: JobCardCacheOptions): JobCardRows {
  /** Least recently used first. */
  let cards = new Map<string, CardRow>();
  let cardsVersion = version();

  return async (ids) => {
    const asked = version();
    if (asked !== cardsVersion) {
      cards = new Map();
      cardsVersion = asked;
    }
    const missing = ids.filter((id) => !cards.has(id));
    const loaded = missing.length > 0 ? await load(missing) : [];
    const kept = version() === asked && cardsVersion === asked;
    const byId = new Map(loaded.map((row) => [row.id, row]));
    const rows: CardRow[] = [];
    for (const id of ids) {
      const row = cards.get(id) ?? byId.get(id);
      if (!row) continue;
      rows.push(row);
      if (!kept) continue;
      cards.delete(id);
      cards.set(id, row);
    }
    for (const oldest of cards.keys()) {
      if (cards.size <= maxCards) break;
      cards.delete(oldest);
    }
    return rows;
  };
}
