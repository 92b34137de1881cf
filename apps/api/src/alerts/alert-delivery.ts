import type { Db } from '@camello/db';
import { JOB_ALERT_DIGEST_SIZE, type JobAlertFrequency, jobAlertPeriod } from '@camello/domain';
import type { JobQueue, RetryPolicy } from '../infrastructure/queue/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { toSearchFilters } from '../search/index.ts';
import type { AppServices } from '../services/app-services.ts';
import { alertDigestMail } from './alert-mail.ts';

/** Scheduled: finds the alerts due a digest and queues one job per alert and period. */
const ALERT_PASS = 'alert-digest-pass';
/** One alert's digest for one period. */
const ALERT_DIGEST = 'alert-digest';

/** How far back the first digest of an alert looks. */
const PERIOD_MS: Record<JobAlertFrequency, number> = { daily: 86_400_000, weekly: 7 * 86_400_000 };

/** New vacancies a digest looks through, newest first, before keeping the first ten. */
const CANDIDATES = 200;

type DigestJob = { alertId: string; period: string };

export type DigestOutcome = {
  alertId: string;
  period: string;
  /** sent: e-mailed now; empty: nothing new matched; skipped: already done, or the alert is off. */
  outcome: 'sent' | 'empty' | 'skipped';
  recipient?: string;
  vacancies: number;
};

type DeliveryServices = Pick<AppServices, 'db' | 'repositories' | 'search' | 'now' | 'backgroundOrigin'> & {
  mailer: Mailer;
};

/** The periods in force now: today for daily alerts, this week for weekly ones (Colombia's time). */
function currentPeriods(at: Date): Record<JobAlertFrequency, string> {
  return { daily: jobAlertPeriod('daily', at), weekly: jobAlertPeriod('weekly', at) };
}

/** The alerts due a digest now, each with its period. */
export function dueDigests(services: Pick<AppServices, 'repositories' | 'now'>): Promise<DigestJob[]> {
  return services.repositories.jobAlerts
    .due(currentPeriods(services.now()))
    .then((rows) => rows.map((row) => ({ alertId: row.id, period: row.period })));
}

/**
 * Sends one alert's digest for one period, at most once: the vacancies are chosen and written down
 * (`job_alert_digests`, one row per alert and period) before the e-mail goes, so a retry after a
 * failure or a crash sends the same digest, and a second worker finds it sent.
 */
export async function deliverDigest(services: DeliveryServices, job: DigestJob): Promise<DigestOutcome> {
  const alerts = services.repositories.jobAlerts;
  const { alertId, period } = job;
  const skipped: DigestOutcome = { alertId, period, outcome: 'skipped', vacancies: 0 };
  const alert = await alerts.forDigest(alertId);
  if (!alert?.active || !alert.confirmedAt) return skipped;
  let digest = await alerts.digest(alertId, period);
  if (digest && digest.status !== 'pending') return skipped;
  if (!digest) {
    const since = alert.lastSentAt ?? new Date(alert.confirmedAt.getTime() - PERIOD_MS[alert.frequency]);
    const found = await services.search.search({
      text: alert.query,
      filters: toSearchFilters(alert.filters),
      scope: { kind: 'public' },
      order: { field: 'publishedAt', direction: 'DESC' },
      offset: 0,
      limit: CANDIDATES,
    });
    const fresh = await alerts.publishedAfter(found.ids, since);
    await alerts.recordDigest(alertId, period, fresh.slice(0, JOB_ALERT_DIGEST_SIZE), fresh.length);
    digest = await alerts.digest(alertId, period);
    if (!digest) return skipped;
    if (digest.status === 'empty') return { ...skipped, outcome: 'empty' };
  }
  const chosen = digest;
  return oneSenderAt(services.db, `alert-digest:${alertId}:${period}`, async (tx) => {
    // Another sender may have sent it while this one waited.
    if ((await alerts.digest(alertId, period, tx))?.status !== 'pending') return skipped;
    const vacancies = await alerts.digestVacancies(chosen.vacancyIds, tx);
    await services.mailer.send(
      alertDigestMail({
        locale: alert.locale,
        to: alert.recipient,
        name: alert.name,
        title: alert.title,
        query: alert.query,
        filters: alert.filters,
        vacancies,
        matched: chosen.matched,
        origin: services.backgroundOrigin,
        unsubscribeToken: alert.unsubscribeToken,
      }),
    );
    await alerts.markSent(alertId, period, tx);
    return { alertId, period, outcome: 'sent', recipient: alert.recipient, vacancies: vacancies.length };
  });
}

/** The sends under way in this process, by digest: each waits for the one before it. */
const sending = new Map<string, Promise<unknown>>();

/**
 * Runs `send` alone for `key`: one at a time in this process and, on PostgreSQL, where
 * `npm run alerts:send` may run beside the app's workers, across processes too, with a
 * transaction-scoped advisory lock that a commit, a rollback or the death of the process releases.
 * PGlite is one process's; a transaction there would hold its single connection through the SMTP
 * exchange.
 */
function oneSenderAt<T>(db: Db, key: string, send: (tx: Db) => Promise<T>): Promise<T> {
  const run = (sending.get(key) ?? Promise.resolve()).then(() => sendLocked(db, key, send));
  const settled = run.catch(() => {});
  sending.set(key, settled);
  void settled.then(() => {
    if (sending.get(key) === settled) sending.delete(key);
  });
  return run;
}

function sendLocked<T>(db: Db, key: string, send: (tx: Db) => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres') return send(db);
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
    return send(tx);
  });
}

export type AlertDeliveryOptions = {
  /** When the pass runs (cron, UTC); hourly by default. */
  cron?: string;
  retry?: RetryPolicy;
  /** How long a digest job may run before it counts as its worker's death and is retried; 5 minutes by default. */
  expireInSeconds?: number;
};

/**
 * Defines and works the alert queues on `queue`: a scheduled pass queues a digest job per due
 * alert, keyed by alert and period, so several instances (or a pass run twice) queue it once.
 */
export async function startAlertDelivery(
  queue: JobQueue,
  services: DeliveryServices,
  options: AlertDeliveryOptions = {},
): Promise<{ runPass(): Promise<number> }> {
  const retry = options.retry ?? { limit: 20, delaySeconds: 60, maxDelaySeconds: 3600 };
  await queue.define(ALERT_PASS, { retry: { limit: 1, delaySeconds: 60, maxDelaySeconds: 60 } });
  await queue.define(ALERT_DIGEST, { retry, expireInSeconds: options.expireInSeconds ?? 300 });
  async function runPass(): Promise<number> {
    let queued = 0;
    for (const job of await dueDigests(services))
      if (await queue.enqueue(ALERT_DIGEST, job, { key: `${job.alertId}:${job.period}` })) queued += 1;
    return queued;
  }
  await queue.work(ALERT_PASS, async () => {
    await runPass();
  });
  await queue.work<DigestJob>(ALERT_DIGEST, async (job) => {
    await deliverDigest(services, job);
  });
  await queue.schedule(ALERT_PASS, options.cron ?? '0 * * * *');
  return { runPass };
}
