import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRateLimiter, limitRequests, type RateLimitRule } from './rate-limit.ts';
import { type CounterStore, rateLimitCountersRepository } from './rate-limit-counters-repository.ts';
import { createRedisCounterStore } from './redis-counter-store.ts';

const perAccount: RateLimitRule = { name: 'test:account', limit: 3, windowMs: 60_000 };
const perIp: RateLimitRule = { name: 'test:ip', limit: 5, windowMs: 120_000 };

let clock = new Date('2026-01-10T12:00:00Z');
const now = () => clock;

/** One app instance: a route limited per e-mail in the body and per IP, on the given store. */
async function instance(store: CounterStore): Promise<FastifyInstance> {
  const app = Fastify();
  const limiter = createRateLimiter(store, now);
  app.post<{ Body: { email?: string } }>(
    '/attempt',
    {
      preHandler: limitRequests(limiter, [
        { rule: perAccount, subjectOf: (request) => (request.body as { email?: string }).email },
        { rule: perIp, subjectOf: (request) => request.ip },
      ]),
    },
    async () => ({ ok: true }),
  );
  await app.ready();
  return app;
}

const attempt = (app: FastifyInstance, email: string, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/attempt', payload: { email }, remoteAddress: ip });

/**
 * The shared behaviour, whatever store two instances share. A store on the database follows the
 * API's clock; Redis keeps its own time, so there the windows are not waited out.
 */
function sharedLimitSuite(stores: () => [CounterStore, CounterStore], clockDriven: boolean) {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    const [a, b] = stores();
    first = await instance(a);
    second = await instance(b);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it('counts attempts on two instances together and answers 429 with Retry-After in Spanish', async () => {
    clock = new Date('2026-01-10T12:00:00Z');
    const statuses = [];
    for (const app of [first, second, first])
      statuses.push((await attempt(app, 'ana@example.com')).statusCode);
    expect(statuses).toEqual([200, 200, 200]);

    clock = new Date('2026-01-10T12:00:20Z');
    const refused = await attempt(second, 'ANA@example.com');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    if (clockDriven) expect(retryAfter).toBe(40);
    else expect(retryAfter).toSatisfy((seconds: number) => seconds >= 1 && seconds <= 60);
    expect(refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Hiciste demasiados intentos. Espera un momento y vuelve a intentarlo',
    });
    // Another account from another IP is not affected.
    expect((await attempt(first, 'luis@example.com', '198.51.100.2')).statusCode).toBe(200);
  });

  it.runIf(clockDriven)('lets the account in again once its window has passed', async () => {
    clock = new Date('2026-01-10T12:01:00Z');
    expect((await attempt(first, 'ana@example.com', '198.51.100.9')).statusCode).toBe(200);
  });

  it('limits one IP across accounts', async () => {
    clock = new Date('2026-01-10T13:00:00Z');
    const statuses = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await attempt(i % 2 ? first : second, `user${i}@example.com`, '192.0.2.50')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
}

describe('abuse limits on the database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(() => db.close());
  // Two repositories on one database, as two app instances have.
  sharedLimitSuite(() => [rateLimitCountersRepository(db), rateLimitCountersRepository(db)], true);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

// CI installs redis-server (.ci/run); elsewhere the Redis suite runs when it is there.
const redisAvailable = Boolean(process.env.CI) || spawnSync('redis-server', ['--version']).status === 0;

describe.runIf(redisAvailable)('abuse limits on Redis', () => {
  let redis: ChildProcess;
  let stores: ReturnType<typeof createRedisCounterStore>[] = [];
  let url = '';
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve) =>
      redis.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('Ready to accept connections')) resolve();
      }),
    );
    url = `redis://127.0.0.1:${port}`;
    stores = [createRedisCounterStore(url), createRedisCounterStore(url)];
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    redis.kill();
  });
  it('keeps a window and reports when it ends', async () => {
    const start = new Date();
    const store = stores[0] ?? expect.unreachable();
    await store.hit('window', 60_000, start);
    const { hits, resetAt } = await store.hit('window', 60_000, start);
    expect(hits).toBe(2);
    expect(resetAt.getTime() - start.getTime()).toBeGreaterThan(58_000);
    expect(resetAt.getTime() - start.getTime()).toBeLessThanOrEqual(60_000);
  });

  describe('shared by two instances', () => {
    sharedLimitSuite(() => [stores[0], stores[1]] as [CounterStore, CounterStore], false);
  });
});
