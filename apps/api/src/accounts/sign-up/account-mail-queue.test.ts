import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app.ts';
import { type JobQueue, startJobQueue } from '../../infrastructure/queue/job-queue.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { startSmtpPeer, testMailer } from '../../mail/smtp-peer.ts';

const ORIGIN = 'https://camello.example';
const silent = { info: () => {}, warn: () => {}, error: () => {} };

let db: Db;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let mailer: Mailer;
let queue: JobQueue;
let app: FastifyInstance;

beforeAll(async () => {
  db = await openTestDatabase();
  // The SMTP server refuses the first three messages it is handed.
  peer = await startSmtpPeer({ refuse: 3 });
  mailer = testMailer(peer.url);
  queue = await startJobQueue({ db, log: silent, pollingIntervalSeconds: 0.5, schedules: false });
  app = await createServer({
    db,
    mailer,
    queue,
    publicOrigin: ORIGIN,
    mailRetry: { limit: 10, delaySeconds: 1, maxDelaySeconds: 2 },
  });
  await app.ready();
});

afterAll(async () => {
  // The queue first: it stops working jobs before the rest closes under it.
  for (const close of [() => queue?.stop(), () => app?.close(), () => mailer?.close(), () => peer?.close()])
    await close();
  await db?.close();
});

/** The e-mails the SMTP server took for `to`, once `count` of them arrived. */
async function received(to: string, count: number) {
  for (;;) {
    const mine = peer.inbox.filter((each) => each.envelopeTo.includes(to));
    if (mine.length >= count) return mine;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { origin: ORIGIN }, remoteAddress: '192.0.2.77' });

describe('account e-mails through the mail queue', () => {
  it('answers at once while the SMTP server refuses, then delivers the sign-up and reset e-mails once each', async () => {
    const email = 'cola-de-correo@example.com';
    const signUp = await post('/api/auth/v2/register', {
      firstName: 'Marta',
      lastName: 'Cola',
      email,
      password: 'clave-segura-123',
      acceptTerms: true,
      acceptDataPolicy: true,
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const forgot = await post('/api/auth/v2/password/forgot', { email });
    expect(forgot.statusCode, forgot.body).toBe(200);

    const mails = await received(email, 2);
    // Settled: every send-mail job ended, and still one message each.
    for (;;) {
      const { rows } = await db.query<{ open: number }>(
        `select count(*) as open from pgboss.job where name = 'send-mail' and state not in ('completed', 'failed', 'cancelled')`,
      );
      if (rows[0]?.open === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(
      peer.inbox
        .filter((each) => each.envelopeTo.includes(email))
        .map((each) => each.mail.subject)
        .sort(),
    ).toEqual(['Cambia tu contraseña de Camello', 'Confirma tu correo para activar tu cuenta de Camello']);
    expect(mails.map((each) => each.mail.text).join('\n')).toMatch(
      /https:\/\/camello\.example\/registro\/confirmar\?token=[\w-]+/,
    );
    const { rows } = await db.query<{ retries: number }>(
      `select coalesce(sum(retry_count), 0)::int as retries from pgboss.job where name = 'send-mail'`,
    );
    expect(rows[0]?.retries).toBe(3);
  });
});
