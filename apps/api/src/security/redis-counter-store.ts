import { Redis } from 'ioredis';
import type { CounterStore } from './rate-limit-counters-repository.ts';

/** Counters in Redis (`REDIS_URL`): INCR, an expiry set on the first hit, and its remaining time. */
export function createRedisCounterStore(url: string): CounterStore & { close(): Promise<void> } {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  return {
    async hit(key, windowMs, now) {
      const results = await redis
        .multi()
        .incr(`camello:rate:${key}`)
        .pexpire(`camello:rate:${key}`, windowMs, 'NX')
        .pttl(`camello:rate:${key}`)
        .exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction aborted');
      const hits = Number(results[0]?.[1]);
      const ttl = Number(results[2]?.[1]);
      return { hits, resetAt: new Date(now.getTime() + Math.max(ttl, 0)) };
    },
    async close() {
      await redis.quit();
    },
  };
}
