import type { Db } from '@camello/db';

/** Where abuse-limit counters live: the database by default, Redis when configured. */
export type CounterStore = {
  /** Counts one hit on `key` and answers the hits in its window and when the window ends. */
  hit(key: string, windowMs: number, now: Date): Promise<{ hits: number; resetAt: Date }>;
};

/** Hits between two sweeps of expired counters, on each instance. */
const SWEEP_EVERY = 1000;

/** Counters in the `rate_limit_counters` table: one atomic upsert per hit. */
export function rateLimitCountersRepository(db: Db): CounterStore {
  let hitsSinceSweep = 0;
  return {
    async hit(key, windowMs, now) {
      hitsSinceSweep += 1;
      if (hitsSinceSweep >= SWEEP_EVERY) {
        hitsSinceSweep = 0;
        await db.query('delete from rate_limit_counters where expires_at <= $1', [now]);
      }
      const { rows } = await db.query<{ hits: number; expires_at: Date | string }>(
        `insert into rate_limit_counters as c (key, hits, expires_at) values ($1, 1, $2)
         on conflict (key) do update set
           hits = case when c.expires_at <= $3 then 1 else c.hits + 1 end,
           expires_at = case when c.expires_at <= $3 then excluded.expires_at else c.expires_at end
         returning hits, expires_at`,
        [key, new Date(now.getTime() + windowMs), now],
      );
      const row = rows[0];
      if (!row) throw new Error('rate limit upsert returned no row');
      return { hits: row.hits, resetAt: new Date(row.expires_at) };
    },
  };
}
