import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../app.ts';
import { createMailer } from '../../mail/mailer.ts';
import { startSmtpPeer } from '../../mail/smtp-peer.ts';

const SIGN_UP_AT = new Date('2026-05-04T15:00:00Z');
let clock = SIGN_UP_AT;
let db: Db;
let app: FastifyInstance;
let baseUrl = '';
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;

beforeAll(async () => {
  peer = await startSmtpPeer();
  db = await openTestDatabase();
  // Version 2 of the terms rules since April; version 3 is published but rules only from July.
  await db.query(
    `INSERT INTO terms_versions (kind, version, title, content_html, published_at) VALUES
       ('terms', '2', 'Términos y condiciones', '<p>Versión 2</p>', '2026-04-01T05:00:00Z'),
       ('terms', '3', 'Términos y condiciones', '<p>Versión 3</p>', '2026-07-01T05:00:00Z')`,
  );
  const mailer = createMailer({
    smtpUrl: peer.url,
    outboxDir: '/nonexistent',
    from: 'Camello <no-reply@camello.example>',
    log: { info() {} },
  });
  app = await createServer({ db, mailer, now: () => clock });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await peer?.close();
});

const signUp = (email: string, headers: Record<string, string>, fields: object = {}) =>
  fetch(`${baseUrl}/api/auth/v2/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      firstName: 'Luz Dary',
      lastName: 'Cárdenas',
      email,
      password: 'clave-segura-123',
      acceptTerms: true,
      acceptDataPolicy: true,
      ...fields,
    }),
  });

type Acceptance = {
  kind: string;
  version: string;
  accepted_at: Date;
  ip_address: string;
  user_agent: string;
};

async function acceptancesOf(email: string): Promise<Acceptance[]> {
  const { rows } = await db.query<Acceptance>(
    `SELECT v.kind, v.version, a.accepted_at, a.ip_address, a.user_agent
       FROM terms_acceptances a JOIN terms_versions v ON v.id = a.terms_version_id
       JOIN users u ON u.id = a.user_id WHERE u.email = $1 ORDER BY v.kind`,
    [email],
  );
  return rows;
}

const accountCount = async (email: string) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [email])).rows[0]
    ?.n;

describe('consent recorded at sign-up over HTTP (Ley 1581)', () => {
  it('records the versions of the terms and the data policy in force, with time, address and browser', async () => {
    const response = await signUp('luz.dary@example.com', {
      'user-agent': 'Mozilla/5.0 (Linux; Android 14) Camello-Prueba/1.0',
      // The API believes the proxy on this machine about the visitor's address.
      'x-forwarded-for': '203.0.113.7',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect(await acceptancesOf('luz.dary@example.com')).toEqual([
      {
        kind: 'data_policy',
        version: '1',
        accepted_at: SIGN_UP_AT,
        ip_address: '203.0.113.7',
        user_agent: 'Mozilla/5.0 (Linux; Android 14) Camello-Prueba/1.0',
      },
      {
        kind: 'terms',
        version: '2',
        accepted_at: SIGN_UP_AT,
        ip_address: '203.0.113.7',
        user_agent: 'Mozilla/5.0 (Linux; Android 14) Camello-Prueba/1.0',
      },
    ]);
  });

  it('keeps the first 512 characters of an overlong User-Agent', async () => {
    const response = await signUp('largo@example.com', { 'user-agent': `Navegador/${'x'.repeat(3000)}` });
    expect(response.status).toBe(201);
    const rows = await acceptancesOf('largo@example.com');
    expect(rows.map((row) => [row.ip_address, row.user_agent.length])).toEqual([
      ['127.0.0.1', 512],
      ['127.0.0.1', 512],
    ]);
  });

  it('writes no consent for a refused sign-up', async () => {
    const refused = await signUp('sin.acepta@example.com', {}, { acceptDataPolicy: false });
    expect(refused.status).toBe(400);
    expect(await accountCount('sin.acepta@example.com')).toBe(0);

    const taken = await signUp('luz.dary@example.com', { 'x-forwarded-for': '198.51.100.9' });
    expect(taken.status).toBe(409);
    expect((await acceptancesOf('luz.dary@example.com')).map((row) => row.ip_address)).toEqual([
      '203.0.113.7',
      '203.0.113.7',
    ]);
  });

  it('creates no account when a text to accept is missing, and says nothing of why', async () => {
    clock = new Date('2020-01-01T00:00:00Z');
    try {
      const response = await signUp('antes@example.com', {});
      expect(response.status).toBe(500);
      expect(await response.text()).not.toMatch(/legal text|terms_|\bat\b/);
    } finally {
      clock = SIGN_UP_AT;
    }
    expect(await accountCount('antes@example.com')).toBe(0);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM terms_acceptances WHERE accepted_at < '2021-01-01'`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
