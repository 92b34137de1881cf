import { type Db, openDatabase } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import { createMemorySearchEngine } from '@camello/search';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../app.ts';
import { type JobQueue, startJobQueue } from '../infrastructure/queue/job-queue.ts';
import type { Mailer } from '../mail/mailer.ts';
import { type ReceivedMail, startSmtpPeer, testMailer } from '../mail/smtp-peer.ts';
import { createRepositories } from '../services/repositories.ts';
import { insertCompany, insertVacancy } from '../test-support/job-fixtures.ts';
import { signInNewAccount } from '../test-support/signed-in-account.ts';
import { deliverDigest, dueDigests } from './alert-delivery.ts';

const ORIGIN = 'https://camello.example';
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const HOUR = 3_600_000;

let db: Db;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let mailer: Mailer;
let queue: JobQueue;
let app: FastifyInstance;
/** The API's clock: real time, moved a day (a new period) where a test says so. */
let offset = 0;
const now = () => new Date(Date.now() + offset);

beforeAll(async () => {
  db = await openTestDatabase();
  peer = await startSmtpPeer();
  mailer = testMailer(peer.url);
  queue = await startJobQueue({ db, log: silent, pollingIntervalSeconds: 0.5, schedules: false });
  app = await createServer(
    { db, mailer, queue, now, publicOrigin: ORIGIN },
    process.env.DEBUG_ALERTS ? { logger: { level: 'error' } } : {},
  );
  await app.ready();
  await insertCompany(db, { slug: 'alertas-sa', name: 'Alertas S.A.' });
  const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR);
  await insertVacancy(db, {
    slug: 'xilofonista-bogota-1',
    title: 'Xilofonista de orquesta',
    company: 'alertas-sa',
    cities: ['bogota'],
    publishedAt: hoursAgo(2),
  });
  await insertVacancy(db, {
    slug: 'xilofonista-bogota-2',
    title: 'Xilofonista auxiliar',
    company: 'alertas-sa',
    cities: ['bogota'],
    publishedAt: hoursAgo(1),
  });
  // Another city, and one published before the alert's first window: neither belongs in the digest.
  await insertVacancy(db, {
    slug: 'xilofonista-medellin',
    title: 'Xilofonista de planta',
    company: 'alertas-sa',
    cities: ['medellin'],
    publishedAt: hoursAgo(3),
  });
  await insertVacancy(db, {
    slug: 'xilofonista-antiguo',
    title: 'Xilofonista veterano',
    company: 'alertas-sa',
    cities: ['bogota'],
    publishedAt: hoursAgo(24 * 5),
  });
  await searchable('xilofonista', 4);
});

afterAll(async () => {
  await queue?.stop();
  await app?.close();
  mailer?.close();
  await peer?.close();
  await db?.close();
});

/** Waits until the search engine (which polls the database) finds `count` vacancies for `term`. */
async function searchable(term: string, count: number): Promise<void> {
  for (;;) {
    const response = await app.inject(
      `/api/jobs/v1/public/jobs/search?queries[0][field]=all&queries[0][term]=${term}`,
    );
    if (response.json().totalRows >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function candidateAlert(accessToken: string, body: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/jobs/v1/mimir-alerts/alert',
    headers: { authorization: `Bearer ${accessToken}` },
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: string; title: string };
}

/** Runs one delivery pass through the queue and waits until every digest job has ended. */
async function deliveryPass(): Promise<void> {
  for (const job of await dueDigests({ repositories: createRepositories(db), now }))
    await queue.enqueue('alert-digest', job, { key: `${job.alertId}:${job.period}` });
  for (;;) {
    const { rows } = await db.query<{ open: number }>(
      `select count(*) as open from pgboss.job where name in ('alert-digest', 'send-mail')
         and state not in ('completed', 'failed', 'cancelled')`,
    );
    if (rows[0]?.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The test database's address on the PostgreSQL server of DATABASE_URL. */
async function currentDatabaseUrl(): Promise<string> {
  const { rows } = await db.query<{ name: string }>('select current_database() as name');
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${rows[0]?.name}`;
  return url.href;
}

const to = (address: string) => (mail: ReceivedMail) => mail.envelopeTo.includes(address);

describe('job alerts of a signed-in candidate', () => {
  it('sends one digest per period with the new matching vacancies, none again in the period, and none after unsubscribing', async () => {
    const account = await signInNewAccount(app, db);
    const { rows } = await db.query<{ email: string }>('select email from users where id = $1', [
      account.userId,
    ]);
    const email = rows[0]?.email as string;
    const alert = await candidateAlert(account.accessToken, {
      query: 'xilofonista',
      filters: { city: ['bogota'] },
    });
    expect(alert.title).toBe('xilofonista en Bogotá');
    // A retried create finds the same alert.
    expect(
      (await candidateAlert(account.accessToken, { query: 'xilofonista', filters: { city: ['bogota'] } })).id,
    ).toBe(alert.id);

    await deliveryPass();
    const mine = peer.inbox.filter(to(email));
    expect(mine).toHaveLength(1);
    const { mail } = mine[0] ?? expect.unreachable();
    expect(mail.subject).toBe('2 vacantes nuevas para «xilofonista en Bogotá»');
    expect(mail.text).toContain('Xilofonista de orquesta');
    expect(mail.text).toContain('Xilofonista auxiliar');
    expect(mail.text).not.toContain('Xilofonista de planta');
    expect(mail.text).not.toContain('Xilofonista veterano');
    expect(mail.html).toContain(`href="${ORIGIN}/empleos/xilofonista-bogota-1?utm_source=alerta"`);
    expect(mail.text).toContain(
      `${ORIGIN}/empleos?q=xilofonista&filters%5Bcity%5D%5B%5D=bogota&order%5Bfield%5D=publishedAt&order%5Bdirection%5D=DESC&utm_source=alerta`,
    );
    const header = (name: string) =>
      mail.headerLines
        .find((line) => line.key === name)
        ?.line.slice(name.length + 1)
        .trim();
    const oneClick = header('list-unsubscribe')?.replace(/^<|>$/g, '') ?? '';
    expect(oneClick).toMatch(
      new RegExp(`^${ORIGIN}/api/jobs/v1/mimir-alerts/unsubscribe\\?token=[A-Za-z0-9_-]{43}$`),
    );
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The same period again: nothing.
    await deliveryPass();
    expect(peer.inbox.filter(to(email))).toHaveLength(1);

    // Next day: only what was published since the last digest; nothing new, so no e-mail.
    offset += 24 * HOUR;
    await deliveryPass();
    expect(peer.inbox.filter(to(email))).toHaveLength(1);

    // A new vacancy, then one-click unsubscribe (as a mail client posts it): no digest after that.
    await insertVacancy(db, {
      slug: 'xilofonista-bogota-3',
      title: 'Xilofonista solista',
      company: 'alertas-sa',
      cities: ['bogota'],
      publishedAt: new Date(),
    });
    await searchable('xilofonista', 5);
    const url = new URL(oneClick);
    const unsubscribed = await app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.statusCode, unsubscribed.body).toBe(200);
    // Again, and without a body (the site's own page posts none): the same answer.
    const again = await app.inject({ method: 'POST', url: `${url.pathname}${url.search}` });
    expect(again.statusCode, again.body).toBe(200);
    offset += 24 * HOUR;
    await deliveryPass();
    expect(peer.inbox.filter(to(email))).toHaveLength(1);
    expect((await createRepositories(db).jobAlerts.forDigest(alert.id))?.active).toBe(false);
  });

  it('sends nothing when nothing new matched', async () => {
    const account = await signInNewAccount(app, db);
    await candidateAlert(account.accessToken, { query: 'astronauta submarino', filters: {} });
    const before = peer.inbox.length;
    await deliveryPass();
    expect(peer.inbox.length).toBe(before);
  });

  it('lets a candidate pause, change and delete only their own alerts', async () => {
    const owner = await signInNewAccount(app, db);
    const other = await signInNewAccount(app, db);
    const alert = await candidateAlert(owner.accessToken, {
      query: 'xilofonista',
      filters: {},
      frequency: 'weekly',
    });
    const patch = (token: string, body: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/jobs/v1/mimir-alerts/alert/${alert.id}`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
    expect((await patch(other.accessToken, { paused: true })).statusCode).toBe(404);
    const paused = await patch(owner.accessToken, { paused: true, frequency: 'daily' });
    expect(paused.json()).toMatchObject({ paused: true, frequency: 'daily' });
    const remove = (token: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/jobs/v1/mimir-alerts/alert/${alert.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await remove(other.accessToken)).statusCode).toBe(404);
    expect((await remove(owner.accessToken)).statusCode).toBe(200);
    expect((await remove(owner.accessToken)).statusCode).toBe(404);
  });
});

describe('public job alerts', () => {
  it('confirms a visitor alert with the link of its e-mail (double opt-in) before sending any digest', async () => {
    const email = 'visitante-alerta@example.com';
    const create = () =>
      app.inject({
        method: 'POST',
        url: '/api/jobs/v1/mimir-alerts/alert-public',
        payload: { email, phone: '+57 300 123 4567', query: 'xilofonista', filters: { city: 'bogota' } },
      });
    expect((await create()).statusCode).toBe(200);
    await deliveryPass();
    const confirmations = peer.inbox.filter(to(email));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.mail.subject).toBe('Confirma tu alerta de empleo: xilofonista en Bogotá');
    const link = /https:\/\/camello\.example\/alertas-de-empleo\/confirmar\?token=([A-Za-z0-9_-]{43})/.exec(
      confirmations[0]?.mail.text ?? '',
    );
    expect(link).not.toBeNull();

    const confirm = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/jobs/v1/mimir-alerts/alert-public/confirm',
        payload: { token },
      });
    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
    const confirmed = await confirm(link?.[1] as string);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await confirm(link?.[1] as string)).statusCode).toBe(400);

    await deliveryPass();
    const digests = peer.inbox.filter(to(email)).slice(1);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.mail.subject).toMatch(/vacantes? nuevas? para «xilofonista en Bogotá»/);

    // Creating it again answers the same and sends nothing: it is confirmed already.
    expect((await create()).statusCode).toBe(200);
    await deliveryPass();
    expect(peer.inbox.filter(to(email))).toHaveLength(2);
  });

  it('lets a visitor pause, change the frequency of and delete their alert from the link of every e-mail, without signing in', async () => {
    const email = 'visitante-gestiona@example.com';
    const created = await app.inject({
      method: 'POST',
      url: '/api/jobs/v1/mimir-alerts/alert-public',
      payload: { email, phone: '3001234567', query: 'xilofonista', filters: { city: 'bogota' } },
    });
    expect(created.statusCode, created.body).toBe(200);
    await deliveryPass();
    const [confirmation] = peer.inbox.filter(to(email));
    const manageLink = (text: string | false | undefined) =>
      /https:\/\/camello\.example\/alertas-de-empleo\/gestionar\?token=([A-Za-z0-9_-]{43})/.exec(
        text || '',
      )?.[1];
    const token = manageLink(confirmation?.mail.text);
    expect(token).toBeDefined();
    expect(confirmation?.mail.html).toContain(`/alertas-de-empleo/gestionar?token=${token}`);
    const confirmToken = /confirmar\?token=([A-Za-z0-9_-]{43})/.exec(confirmation?.mail.text ?? '')?.[1];
    await app.inject({
      method: 'POST',
      url: '/api/jobs/v1/mimir-alerts/alert-public/confirm',
      payload: { token: confirmToken },
    });
    await deliveryPass();
    const digest = peer.inbox.filter(to(email))[1];
    expect(manageLink(digest?.mail.text)).toBe(token);

    const manage = (method: 'GET' | 'PATCH' | 'DELETE', link: string, payload?: object) =>
      app.inject({
        method,
        url: `/api/jobs/v1/mimir-alerts/manage?token=${link}`,
        ...(payload && { payload }),
      });
    expect((await manage('GET', token as string)).json()).toEqual({
      title: 'xilofonista en Bogotá',
      frequency: 'daily',
      paused: false,
    });
    const changed = await manage('PATCH', token as string, { paused: true, frequency: 'weekly' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toEqual({ title: 'xilofonista en Bogotá', frequency: 'weekly', paused: true });
    // A new vacancy in the next period: paused, the alert sends nothing; resumed, its digest.
    await insertVacancy(db, {
      slug: 'xilofonista-bogota-4',
      title: 'Xilofonista invitado',
      company: 'alertas-sa',
      cities: ['bogota'],
      publishedAt: new Date(),
    });
    await searchable('xilofonista', 6);
    offset += 7 * 24 * HOUR;
    await deliveryPass();
    expect(peer.inbox.filter(to(email))).toHaveLength(2);
    expect((await manage('PATCH', token as string, { paused: false })).json()).toMatchObject({
      paused: false,
    });
    await deliveryPass();
    const resumed = peer.inbox.filter(to(email));
    expect(resumed).toHaveLength(3);
    expect(resumed[2]?.mail.text).toContain('Xilofonista invitado');

    const unknown = await manage('PATCH', 'y'.repeat(43), { paused: true });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/enlace/);
    expect((await manage('GET', 'corto')).statusCode).toBe(400);
    expect((await manage('DELETE', token as string)).json()).toEqual({ deleted: true });
    expect((await manage('GET', token as string)).statusCode).toBe(400);
    const { rows } = await db.query('select 1 from job_alerts where email = $1', [email]);
    expect(rows).toEqual([]);
  });

  it('answers 400 with Spanish messages for a bad e-mail or phone, and says whether an account has the e-mail', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/jobs/v1/mimir-alerts/alert-public',
      payload: { email: 'no-es-correo', phone: 'abc', query: 'xilofonista' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/correo|teléfono|válid/i);
    const verify = await app.inject({
      method: 'POST',
      url: '/api/profile/v2/register/verify-alert-user',
      payload: { email: 'nadie-aqui@example.com', phone: '3001234567' },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toBe(false);
  });
});

describe('delivery at most once', () => {
  it('sends each digest once with two delivery workers running the same pass at once', async () => {
    const accounts = await Promise.all([
      signInNewAccount(app, db),
      signInNewAccount(app, db),
      signInNewAccount(app, db),
    ]);
    for (const account of accounts)
      await candidateAlert(account.accessToken, { query: 'xilofonista', filters: {} });
    const second = await startJobQueue({ db, log: silent, pollingIntervalSeconds: 0.5, schedules: false });
    const secondApp = await createServer({ db, mailer, queue: second, now, publicOrigin: ORIGIN });
    try {
      const before = peer.inbox.length;
      const jobs = await dueDigests({ repositories: createRepositories(db), now });
      // Both instances queue the pass's jobs; each digest job exists once.
      await Promise.all(
        [queue, second].flatMap((each) =>
          jobs.map((job) => each.enqueue('alert-digest', job, { key: `${job.alertId}:${job.period}` })),
        ),
      );
      await deliveryPass();
      expect(peer.inbox.length - before).toBe(accounts.length);
    } finally {
      await second.stop();
      await secondApp.close();
    }
  });

  it('sends a digest once when a pass by hand (npm run alerts:send) delivers it beside a worker', async () => {
    const account = await signInNewAccount(app, db);
    const alert = await candidateAlert(account.accessToken, { query: 'xilofonista', filters: {} });
    const repositories = createRepositories(db);
    const job = (await dueDigests({ repositories, now })).find((each) => each.alertId === alert.id);
    if (!job) throw new Error('the alert should be due');
    const search = createMemorySearchEngine({ db, now, onError: () => {} });
    // A second handle on PostgreSQL: another process's connections, as the command's would be.
    const other =
      db.kind === 'postgres' ? await openDatabase({ databaseUrl: await currentDatabaseUrl() }) : db;
    const before = peer.inbox.length;
    try {
      const outcomes = await Promise.all(
        [db, other].map((handle) =>
          deliverDigest(
            {
              db: handle,
              repositories: createRepositories(handle),
              now,
              backgroundOrigin: ORIGIN,
              mailer,
              search,
            },
            job,
          ),
        ),
      );
      expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(['sent', 'skipped']);
      expect(peer.inbox.length - before).toBe(1);
    } finally {
      await search.close();
      if (other !== db) await other.close();
    }
  });

  it('after a crash mid-run, sends the digests not yet sent and nothing twice', async () => {
    const accounts = await Promise.all([signInNewAccount(app, db), signInNewAccount(app, db)]);
    const alerts: { id: string }[] = [];
    for (const account of accounts)
      alerts.push(await candidateAlert(account.accessToken, { query: 'xilofonista', filters: {} }));
    const repositories = createRepositories(db);
    const jobs = await dueDigests({ repositories, now });
    const [first, secondJob] = [
      jobs.find((job) => job.alertId === alerts[0]?.id),
      jobs.find((job) => job.alertId === alerts[1]?.id),
    ];
    if (!first || !secondJob) throw new Error('both alerts should be due');
    // The run that crashed: it sent the first digest and died before its job completed, and chose
    // the second digest's vacancies but died before sending it.
    let sent = 0;
    const counting: Mailer = {
      async send(message) {
        sent += 1;
        await mailer.send(message);
      },
      close: () => {},
    };
    const search = createMemorySearchEngine({ db, now, onError: () => {} });
    try {
      const outcome = await deliverDigest(
        { db, repositories, now, backgroundOrigin: ORIGIN, mailer: counting, search },
        first,
      );
      expect(outcome.outcome).toBe('sent');
    } finally {
      await search.close();
    }
    const { rows } = await db.query<{ id: string }>(
      `select id from vacancies where slug in ('xilofonista-bogota-1', 'xilofonista-bogota-2') order by slug`,
    );
    await repositories.jobAlerts.recordDigest(
      secondJob.alertId,
      secondJob.period,
      rows.map((row) => row.id),
      2,
    );
    expect(sent).toBe(1);
    const before = peer.inbox.length;
    // The restarted worker runs the pass again.
    await deliveryPass();
    expect(peer.inbox.length - before).toBe(1);
    const recipient = (await repositories.jobAlerts.forDigest(secondJob.alertId))?.recipient;
    expect(peer.inbox.at(-1)?.envelopeTo).toEqual([recipient]);
    expect(peer.inbox.at(-1)?.mail.subject).toBe('2 vacantes nuevas para «xilofonista»');
  });
});
