import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type MailQueue, SEND_MAIL, startMailQueue } from '../../mail/mail-queue.ts';
import { createMailer, type OutgoingMail } from '../../mail/mailer.ts';
import { startSmtpPeer } from '../../mail/smtp-peer.ts';
import { createRepositories } from '../../services/repositories.ts';
import { type JobQueue, startJobQueue } from './job-queue.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };
const fastRetry = { limit: 10, delaySeconds: 1, maxDelaySeconds: 2 };

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

const running: { stop(): Promise<void> }[] = [];
afterEach(async () => {
  for (const each of running.splice(0)) await each.stop();
});

async function worker(smtpUrl: string): Promise<{ queue: JobQueue; mail: MailQueue }> {
  const queue = await startJobQueue({ db, log: silent, pollingIntervalSeconds: 0.5, schedules: false });
  const mailer = createMailer({
    smtpUrl,
    outboxDir: '/nonexistent',
    from: 'Camello <no-reply@camello.example>',
    log: silent,
  });
  running.push({
    async stop() {
      await queue.stop();
      mailer.close();
    },
  });
  const mail = await startMailQueue({
    queue,
    mailer,
    deliveries: createRepositories(db).mailDeliveries,
    retry: fastRetry,
  });
  return { queue, mail };
}

function message(to: string, subject: string): OutgoingMail {
  return { to, subject, text: `${subject}\n`, html: `<p>${subject}</p>`, link: 'https://camello.example/' };
}

/** Waits until every send-mail job has ended (completed or failed): retries included. */
async function queueSettled(): Promise<void> {
  for (;;) {
    const { rows } = await db.query<{ open: number }>(
      `select count(*) as open from pgboss.job where name = $1 and state not in ('completed', 'failed', 'cancelled')`,
      [SEND_MAIL],
    );
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function jobStates(): Promise<Record<string, number>> {
  const { rows } = await db.query<{ state: string; n: number }>(
    'select state::text as state, count(*) as n from pgboss.job where name = $1 group by state',
    [SEND_MAIL],
  );
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}

describe('send-mail job over a real SMTP server', () => {
  it('keeps a message through refusals and delivers it once when the server accepts', async () => {
    const peer = await startSmtpPeer({ refuse: 2 });
    try {
      const { mail } = await worker(peer.url);
      expect(await mail.send(message('ana@example.com', 'Refused twice'), 'test:refused-twice')).toBe(true);
      await queueSettled();
      expect(peer.inbox.map((received) => received.mail.subject)).toEqual(['Refused twice']);
      expect(peer.inbox[0]?.envelopeTo).toEqual(['ana@example.com']);
      const { rows } = await db.query<{ retry_count: number; state: string }>(
        `select retry_count, state::text as state from pgboss.job where name = $1 and data->>'key' = $2`,
        [SEND_MAIL, 'test:refused-twice'],
      );
      // Two refusals, two retries, then completed.
      expect(rows).toEqual([{ retry_count: 2, state: 'completed' }]);
    } finally {
      await Promise.all(running.splice(0).map((each) => each.stop()));
      await peer.close();
    }
  });

  it('sends each message once with two workers on the queue, and a key queued twice once', async () => {
    const peer = await startSmtpPeer();
    const before = await jobStates();
    try {
      const first = await worker(peer.url);
      await worker(peer.url);
      const subjects = Array.from({ length: 12 }, (_, index) => `Two workers ${index}`);
      for (const subject of subjects)
        await first.mail.send(message('luis@example.com', subject), `test:${subject}`);
      // A retried request queues the same message again: nothing new.
      expect(await first.mail.send(message('luis@example.com', 'Two workers 0'), 'test:Two workers 0')).toBe(
        false,
      );
      await queueSettled();
      expect(peer.inbox.map((received) => received.mail.subject).sort()).toEqual([...subjects].sort());
      expect((await jobStates()).completed).toBe((before.completed ?? 0) + subjects.length);
    } finally {
      await Promise.all(running.splice(0).map((each) => each.stop()));
      await peer.close();
    }
  });

  it('sends nothing for a job whose message the SMTP server already took (a worker that died before completing it)', async () => {
    const peer = await startSmtpPeer();
    try {
      const deliveries = createRepositories(db).mailDeliveries;
      await deliveries.recordSent('test:already-sent');
      const { mail } = await worker(peer.url);
      await mail.send(message('eva@example.com', 'Already sent'), 'test:already-sent');
      await mail.send(message('eva@example.com', 'Not yet sent'), 'test:not-yet-sent');
      await queueSettled();
      expect(peer.inbox.map((received) => received.mail.subject)).toEqual(['Not yet sent']);
      expect(await deliveries.wasSent('test:not-yet-sent')).toBe(true);
    } finally {
      await Promise.all(running.splice(0).map((each) => each.stop()));
      await peer.close();
    }
  });
});
