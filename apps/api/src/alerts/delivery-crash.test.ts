import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { type Db, type OpenDatabaseOptions, openDatabase } from '@camello/db';
import { testDatabaseLocation } from '@camello/db/testing';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../mail/smtp-peer.ts';
import { createRepositories } from '../services/repositories.ts';
import { insertCompany, insertVacancy } from '../test-support/job-fixtures.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const HOUR = 3_600_000;

/**
 * A delivery worker in a process of its own, as an app instance runs it: the pg-boss queue on the
 * database, the alert queues worked, one pass queued; "ready" on stdout, and a graceful stop on SIGTERM.
 * Dead workers' jobs are looked for every second and a digest job counts as dead after 10 s.
 */
function startWorker(database: OpenDatabaseOptions, smtpUrl: string): ChildProcess {
  const module = (path: string) => new URL(path, import.meta.url).href;
  const script = `
    import { openDatabase } from '@camello/db';
    import { createMemorySearchEngine } from '@camello/search';
    import { startJobQueue } from '${module('../infrastructure/queue/job-queue.ts')}';
    import { createMailer } from '${module('../mail/mailer.ts')}';
    import { createRepositories } from '${module('../services/repositories.ts')}';
    import { startAlertDelivery } from '${module('./alert-delivery.ts')}';
    const db = await openDatabase(JSON.parse(process.env.WORKER_DATABASE));
    const log = { error: (details, message) => console.error(message, details), warn: () => {} };
    const queue = await startJobQueue({ db, log, pollingIntervalSeconds: 0.5, schedules: false, superviseIntervalSeconds: 1 });
    const mailer = createMailer({ smtpUrl: process.env.WORKER_SMTP_URL, outboxDir: '/nonexistent', from: 'Camello <no-reply@camello.example>', log: { info() {} } });
    const now = () => new Date();
    const search = createMemorySearchEngine({ db, now, onError: (error) => console.error(error) });
    const services = { db, repositories: createRepositories(db), search, now, backgroundOrigin: 'https://camello.example', mailer };
    const delivery = await startAlertDelivery(queue, services, {
      retry: { limit: 5, delaySeconds: 1, maxDelaySeconds: 1 },
      expireInSeconds: 10,
    });
    await delivery.runPass();
    process.once('SIGTERM', async () => {
      await queue.stop(20_000);
      await search.close();
      mailer.close();
      await db.close();
      process.exit(0);
    });
    console.log('ready');`;
  return spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: new URL('../../', import.meta.url),
    env: { ...process.env, WORKER_DATABASE: JSON.stringify(database), WORKER_SMTP_URL: smtpUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

const workers: ChildProcess[] = [];

async function worker(database: OpenDatabaseOptions, smtpUrl: string): Promise<ChildProcess> {
  const child = startWorker(database, smtpUrl);
  workers.push(child);
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the delivery worker exited (${code}) before it was ready`);
  });
  await Promise.race([once(child.stdout as NodeJS.ReadableStream, 'data'), exited]);
  exited.catch(() => {});
  return child;
}

async function stopWorker(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

let location: Awaited<ReturnType<typeof testDatabaseLocation>>;
beforeEach(async () => {
  location = await testDatabaseLocation();
});
afterEach(async () => {
  for (const child of workers.splice(0)) await stopWorker(child, 'SIGKILL');
  await location.drop();
});
afterAll(async () => {
  for (const child of workers.splice(0)) await stopWorker(child, 'SIGKILL');
});

/** Vacancies for "zanfonista" and `count` confirmed visitor alerts for them; the recipients. */
async function seedAlerts(db: Db, count: number): Promise<string[]> {
  await insertCompany(db, { slug: 'zanfonas-sa', name: 'Zanfonas S.A.' });
  for (const [index, title] of ['Zanfonista de planta', 'Zanfonista auxiliar'].entries())
    await insertVacancy(db, {
      slug: `zanfonista-${index}`,
      title,
      company: 'zanfonas-sa',
      cities: ['bogota'],
      publishedAt: new Date(Date.now() - (index + 1) * HOUR),
    });
  const alerts = createRepositories(db).jobAlerts;
  const recipients: string[] = [];
  for (let index = 0; index < count; index++) {
    const email = `zanfona-${index}@example.com`;
    const hash = createHash('sha256').update(randomBytes(32)).digest('hex');
    await alerts.createPublic(
      { email, phone: '+57 300 123 4567' },
      { title: 'zanfonista', query: 'zanfonista', filters: {}, frequency: 'daily', locale: 'es-CO' },
      hash,
      randomBytes(32).toString('base64url'),
    );
    expect(await alerts.confirm(hash)).toEqual({ title: 'zanfonista' });
    recipients.push(email);
  }
  return recipients.sort();
}

type Peer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** Waits until the SMTP peer holds `count` messages (or the test times out). */
async function inboxHolds(peer: Peer, count: number): Promise<void> {
  while (peer.inbox.length < count) await new Promise((resolve) => setTimeout(resolve, 200));
}

/**
 * Seeds `count` alerts, starts an SMTP server with `peerOptions`, lets `drive` run workers until
 * they stopped, and checks that every recipient got exactly one digest, recorded as sent.
 * Answers the digest jobs by state, with their retries.
 */
async function deliverOnce(
  count: number,
  peerOptions: Parameters<typeof startSmtpPeer>[0],
  drive: (peer: Peer) => Promise<void>,
) {
  let db = await openDatabase(location.options);
  const recipients = await seedAlerts(db, count);
  // PGlite's directory is one process's at a time: the workers' while they run.
  if (!onPostgres) await db.close();
  const peer = await startSmtpPeer(peerOptions);
  try {
    await drive(peer);
    expect(peer.inbox.flatMap((received) => received.envelopeTo).sort()).toEqual(recipients);
    expect(new Set(peer.inbox.map((received) => received.mail.subject))).toEqual(
      new Set(['2 vacantes nuevas para «zanfonista»']),
    );
    if (!onPostgres) db = await openDatabase(location.options);
    const digests = await db.query<{ status: string; n: number }>(
      'select status, count(*)::int as n from job_alert_digests group by status order by status',
    );
    expect(digests.rows).toEqual([{ status: 'sent', n: count }]);
    const jobs = await db.query<{ state: string; retries: number; n: number }>(
      `select state::text as state, sum(retry_count)::int as retries, count(*)::int as n
         from pgboss.job where name = 'alert-digest' group by state`,
    );
    return jobs.rows;
  } finally {
    await db.close();
    await peer.close();
  }
}

describe('alert delivery workers in processes of their own', { timeout: 120_000 }, () => {
  it('a worker killed (SIGKILL) mid-run and restarted sends the rest of the digests and none twice', async () => {
    // The SMTP server accepts two digests and hangs on the third.
    const jobs = await deliverOnce(5, { stallAfter: 2 }, async (peer) => {
      const first = await worker(location.options, peer.url);
      await peer.stalled;
      expect(peer.inbox).toHaveLength(2);
      await stopWorker(first, 'SIGKILL');
      const second = await worker(location.options, peer.url);
      await inboxHolds(peer, 5);
      await stopWorker(second, 'SIGTERM');
      expect(second.exitCode).toBe(0);
    });
    // Every digest job ended well; the killed one's job was retried once it counted as dead.
    expect(jobs).toEqual([{ state: 'completed', retries: 1, n: 5 }]);
  });

  it('an SMTP server that refuses digests (451) and then accepts them gets each once', async () => {
    const jobs = await deliverOnce(3, { refuse: 2 }, async (peer) => {
      const child = await worker(location.options, peer.url);
      await inboxHolds(peer, 3);
      await stopWorker(child, 'SIGTERM');
    });
    // Two refusals, two retries with backoff, then each digest job completed.
    expect(jobs).toEqual([{ state: 'completed', retries: 2, n: 3 }]);
  });

  it.skipIf(!onPostgres)(
    'two workers running the same pass at once send each digest once (PostgreSQL: PGlite is one process)',
    async () => {
      const jobs = await deliverOnce(8, {}, async (peer) => {
        const running = await Promise.all([
          worker(location.options, peer.url),
          worker(location.options, peer.url),
        ]);
        await inboxHolds(peer, 8);
        for (const child of running) await stopWorker(child, 'SIGTERM');
      });
      expect(jobs).toEqual([{ state: 'completed', retries: 0, n: 8 }]);
    },
  );
});
