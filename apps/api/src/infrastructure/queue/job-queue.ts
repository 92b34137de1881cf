import { createHash } from 'node:crypto';
import type { Db } from '@camello/db';
import { PgBoss } from 'pg-boss';
import { queueDatabase } from './database-adapter.ts';

/** How a queue retries a job that failed: after `delaySeconds`, doubling each time, up to `maxDelaySeconds`. */
export type RetryPolicy = { limit: number; delaySeconds: number; maxDelaySeconds: number };

export type QueueDefinition = {
  retry?: RetryPolicy;
  /** How long a job may run before it counts as failed (a worker that died) and is retried. */
  expireInSeconds?: number;
};

export type EnqueueOptions = {
  /**
   * What makes the job unique within its queue: enqueueing the same key again (a retried request,
   * a second instance) adds nothing while the first job is kept (7 days after it ended).
   */
  key?: string;
  /** Not before this moment. */
  startAfter?: Date;
};

export type JobContext = { id: string; retryCount: number };

export type JobQueue = {
  /** Creates the queue (idempotent) with its retry policy. Before `work` and `enqueue` on it. */
  define(name: string, definition?: QueueDefinition): Promise<void>;
  /** Adds a job; false when one with the same key is already there. */
  enqueue(name: string, data: object, options?: EnqueueOptions): Promise<boolean>;
  /**
   * Runs `handler` for each job of the queue, in this process, one at a time per worker. A handler
   * that throws (or a process that dies while running it) gets the job retried per the queue's policy.
   */
  work<T extends object>(name: string, handler: (data: T, job: JobContext) => Promise<void>): Promise<void>;
  /** Enqueues a job on a cron schedule (UTC); every instance may declare it, one job is sent per slot. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** Stops taking jobs, waits for the running ones (up to `timeoutMs`), and stops. */
  stop(timeoutMs?: number): Promise<void>;
};

export type JobQueueOptions = {
  db: Db;
  log: { error(details: object, message: string): void; warn(details: object, message: string): void };
  /** How often an idle worker looks for jobs, in seconds (at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Runs the cron schedules of `schedule` (every instance may; one sends each slot). */
  schedules?: boolean;
  /**
   * How often, in seconds, the jobs of dead workers (running past their queue's `expireInSeconds`)
   * are looked for and retried; a minute by default.
   */
  superviseIntervalSeconds?: number;
};

/** pg-boss's schema: its tables live apart from Camello's migrations, which it manages itself. */
const SCHEMA = 'pgboss';

/**
 * The PostgreSQL-backed job queue (pg-boss) on the process's own database handle, PGlite or
 * PostgreSQL. Starting it installs or upgrades pg-boss's schema. See
 * docs/decisions/0010-background-jobs-on-pg-boss.md.
 */
export async function startJobQueue(options: JobQueueOptions): Promise<JobQueue> {
  const newBoss = () => {
    const created = new PgBoss({
      db: queueDatabase(options.db),
      schema: SCHEMA,
      ...(options.db.kind === 'pglite' && { backend: 'pglite' }),
      schedule: options.schedules ?? true,
      ...(options.superviseIntervalSeconds && {
        superviseIntervalSeconds: options.superviseIntervalSeconds,
        monitorIntervalSeconds: options.superviseIntervalSeconds,
      }),
      // Index rebuilds and vacuum checks are the DBA's business on PostgreSQL and moot on PGlite.
      reindex: false,
      monitorVacuum: false,
      registerInstance: false,
      openTelemetry: { enabled: false },
    });
    created.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
    created.on('warning', (warning) => options.log.warn({ warning }, 'job queue warning'));
    return created;
  };
  let boss = newBoss();
  try {
    await boss.start();
  } catch (error) {
    // Two instances installing the schema on a new database at the same moment can collide in
    // PostgreSQL's catalog (unique violation) even with IF NOT EXISTS; the other one installed it,
    // so starting again finds it.
    if ((error as { code?: unknown }).code !== '23505') throw error;
    await boss.stop({ graceful: false }).catch(() => {});
    boss = newBoss();
    await boss.start();
  }
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? 2;
  const defined = new Set<string>();
  let stopped = false;

  return {
    async define(name, definition = {}) {
      const retry = definition.retry ?? { limit: 2, delaySeconds: 30, maxDelaySeconds: 600 };
      const queueOptions = {
        retryLimit: retry.limit,
        retryDelay: retry.delaySeconds,
        retryBackoff: true,
        retryDelayMax: retry.maxDelaySeconds,
        expireInSeconds: definition.expireInSeconds ?? 15 * 60,
      };
      // Another instance may create it at the same moment: create is idempotent, update applies ours.
      await boss.createQueue(name, queueOptions);
      await boss.updateQueue(name, queueOptions);
      defined.add(name);
    },
    async enqueue(name, data, enqueueOptions = {}) {
      assertDefined(defined, name);
      const id = await boss.send(name, data, {
        ...(enqueueOptions.key !== undefined && { id: jobId(name, enqueueOptions.key) }),
        ...(enqueueOptions.startAfter && { startAfter: enqueueOptions.startAfter }),
      });
      return id !== null;
    },
    async work(name, handler) {
      assertDefined(defined, name);
      await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never, { id: job.id, retryCount: job.retryCount });
      });
    },
    async schedule(name, cron, data) {
      assertDefined(defined, name);
      await boss.schedule(name, cron, data ?? null, { tz: 'UTC' });
    },
    async stop(timeoutMs = 8_000) {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}

function assertDefined(defined: Set<string>, name: string): void {
  if (!defined.has(name)) throw new Error(`The job queue "${name}" is used before it is defined.`);
}

/** The id of the job of a key: the same key always names the same job, which pg-boss inserts once. */
function jobId(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\n${key}`).digest('hex');
  // Shaped as a version-8 (custom) RFC 9562 UUID.
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
