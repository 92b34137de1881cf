import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../app.ts';
import { createMailer } from '../mail/mailer.ts';
import { startSmtpPeer } from '../mail/smtp-peer.ts';

const ORIGIN = 'https://camello.example';
let db: Db;
let app: FastifyInstance;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
let clock = new Date('2026-05-04T15:00:00Z');

beforeAll(async () => {
  peer = await startSmtpPeer();
  db = await openTestDatabase();
  const mailer = createMailer({
    smtpUrl: peer.url,
    outboxDir: '/nonexistent',
    from: 'Camello <no-reply@camello.example>',
    log: { info() {} },
  });
  app = await createServer({ db, mailer, now: () => clock, publicOrigin: ORIGIN });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await peer?.close();
});

/** The token in the link of the last e-mail to `to`. */
function linkToken(to: string, path: string): string {
  const mail = peer.inbox.findLast((each) => each.envelopeTo.includes(to))?.mail;
  const match = mail?.text?.match(new RegExp(`${ORIGIN}${path}\\?token=([\\w-]+)`));
  if (!match?.[1]) throw new Error(`no ${path} link for ${to}`);
  return match[1];
}

function cookieOf(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

type Session = { access: string; refresh: string };

function sessionOf(response: LightMyRequestResponse): Session {
  return {
    access: cookieOf(response, 'access_token')?.value ?? '',
    refresh: cookieOf(response, 'refresh_token')?.value ?? '',
  };
}

const post = (url: string, payload: object, ip = '192.0.2.10') =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { origin: ORIGIN } });

const signIn = (username: string, password: string, ip = '192.0.2.10') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/v2/oauth2/session',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    payload: new URLSearchParams({ username, password, grant_type: 'password' }).toString(),
    remoteAddress: ip,
  });

const refresh = (refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/v2/oauth2/session',
    cookies: { refresh_token: refreshToken },
    headers: { origin: ORIGIN },
  });

const check = async (headers: Record<string, string>) =>
  (await app.inject({ url: '/api/auth/v1/health/oauth-check', headers })).json();

async function signUp(email: string, password: string) {
  const response = await post('/api/auth/v2/register', {
    firstName: 'Ana María',
    lastName: 'Rojas',
    email,
    password,
    acceptTerms: true,
    acceptDataPolicy: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  expect(response.json().message).toBe('Creamos tu cuenta. Te enviamos un correo para confirmarla');
}

describe('accounts and sessions over HTTP', () => {
  it('sign-up → e-mail → confirm → sign-in → check → refresh rotates → sign-out → old tokens fail', async () => {
    await signUp('ana@example.com', 'clave-segura-123');
    expect(peer.inbox.at(-1)?.mail.subject).toBe('Confirma tu correo para activar tu cuenta de Camello');
    expect((await signIn('ana@example.com', 'clave-segura-123')).statusCode).toBe(403);

    const token = linkToken('ana@example.com', '/registro/confirmar');
    expect((await post('/api/auth/v2/register/confirm', { token })).statusCode).toBe(200);
    const again = await post('/api/auth/v2/register/confirm', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Este enlace ya no sirve: venció o ya se usó. Pide uno nuevo');

    const signedIn = await signIn('ana@example.com', 'clave-segura-123');
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().user).toMatchObject({ email: 'ana@example.com', role: 'candidate' });
    expect(signedIn.body).not.toMatch(/clave-segura|eyJ/);
    expect(cookieOf(signedIn, 'access_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
      path: '/',
    });
    expect(cookieOf(signedIn, 'refresh_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      secure: true,
      path: '/',
    });
    const first = sessionOf(signedIn);

    expect(await check({ cookie: `access_token=${first.access}` })).toMatchObject({
      isAuthenticated: true,
      user: { role: 'candidate' },
    });
    expect(await check({ authorization: `Bearer ${first.access}` })).toMatchObject({ isAuthenticated: true });

    clock = new Date(clock.getTime() + 1000);
    const refreshed = await refresh(first.refresh);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const second = sessionOf(refreshed);
    expect(second.refresh).not.toBe(first.refresh);
    expect(second.access).not.toBe(first.access);

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/v2/oauth2/logout',
      cookies: { refresh_token: second.refresh, access_token: second.access },
      headers: { origin: ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    expect(cookieOf(out, 'access_token')?.value).toBe('');
    for (const access of [first.access, second.access])
      expect(await check({ authorization: `Bearer ${access}` })).toEqual({
        isAuthenticated: false,
        user: null,
      });
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    expect((await refresh(first.refresh)).statusCode).toBe(401);
  });

  it('carries a path on the site in the confirmation link, and refuses one that leaves it', async () => {
    const account = {
      firstName: 'Sofía',
      lastName: 'Gómez',
      password: 'clave-segura-123',
      acceptTerms: true,
      acceptDataPolicy: true,
    };
    for (const forwardUrl of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const refused = await post('/api/auth/v2/register', {
        ...account,
        email: 'sofia@example.com',
        forwardUrl,
      });
      expect(refused.statusCode, forwardUrl).toBe(400);
    }
    expect(
      await app
        .inject({
          method: 'POST',
          url: '/api/profile/v2/register/verify-email',
          payload: { email: 'sofia@example.com' },
        })
        .then((r) => r.json()),
    ).toBe(true);

    const forwardUrl = '/empleos?jobSlug=medico-general&action=apply';
    const created = await post('/api/auth/v2/register', {
      ...account,
      email: 'sofia@example.com',
      forwardUrl,
    });
    expect(created.statusCode, created.body).toBe(201);
    const link = new URL(
      peer.inbox.at(-1)?.mail.text?.match(/https:\/\/\S+registro\/confirmar\S+/)?.[0] ?? '',
    );
    expect(link.searchParams.get('token')).toBe(linkToken('sofia@example.com', '/registro/confirmar'));
    expect(Buffer.from(link.searchParams.get('forwardUrl') ?? '', 'base64').toString()).toBe(forwardUrl);
  });

  it('confirms the e-mail of an account whose password is reset, even after its first link expired', async () => {
    await signUp('pedro@example.com', 'clave-segura-123');
    clock = new Date(clock.getTime() + 25 * 60 * 60_000);
    const expired = linkToken('pedro@example.com', '/registro/confirmar');
    expect((await post('/api/auth/v2/register/confirm', { token: expired })).statusCode).toBe(400);
    expect((await signIn('pedro@example.com', 'clave-segura-123', '203.0.113.20')).statusCode).toBe(403);

    await post('/api/auth/v2/password/forgot', { email: 'pedro@example.com' }, '203.0.113.20');
    const token = linkToken('pedro@example.com', '/recuperar-clave');
    expect(
      (await post('/api/auth/v2/password/reset', { token, password: 'clave-nueva-456' })).statusCode,
    ).toBe(200);
    expect((await signIn('pedro@example.com', 'clave-nueva-456', '203.0.113.20')).statusCode).toBe(200);
  });

  it('re-sends a confirmation link to an account still to confirm, the same answer for any other e-mail', async () => {
    await signUp('rosa@example.com', 'clave-segura-123');
    clock = new Date(clock.getTime() + 25 * 60 * 60_000);
    const sent = peer.inbox.length;
    const resend = (email: string) =>
      post('/api/auth/v2/register/resend', { email, forwardUrl: '/empresas' }, '203.0.113.30');
    const unknown = await resend('nadie-aqui@example.com');
    const confirmed = await resend('ana@example.com');
    const pending = await resend('rosa@example.com');
    expect([unknown.statusCode, confirmed.statusCode, pending.statusCode]).toEqual([200, 200, 200]);
    expect(pending.json()).toEqual(unknown.json());
    expect(confirmed.json()).toEqual(unknown.json());
    expect(peer.inbox.slice(sent).map((each) => each.envelopeTo)).toEqual([['rosa@example.com']]);
    expect(peer.inbox.at(-1)?.mail.text).toMatch(/^Hola, Ana María:/);
    const link = new URL(
      peer.inbox.at(-1)?.mail.text?.match(/https:\/\/\S+registro\/confirmar\S+/)?.[0] ?? '',
    );
    expect(Buffer.from(link.searchParams.get('forwardUrl') ?? '', 'base64').toString()).toBe('/empresas');
    const token = linkToken('rosa@example.com', '/registro/confirmar');
    expect((await post('/api/auth/v2/register/confirm', { token })).statusCode).toBe(200);
    expect((await signIn('rosa@example.com', 'clave-segura-123', '203.0.113.30')).statusCode).toBe(200);
  });

  it('refuses a cross-site state-changing request that carries the session cookie', async () => {
    const signedIn = await signIn('ana@example.com', 'clave-segura-123');
    const { refresh: token } = sessionOf(signedIn);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/v2/oauth2/logout',
      cookies: { refresh_token: token },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await refresh(token)).statusCode).toBe(200);
  });

  it('answers 429 after repeated wrong passwords and refuses the right one until the window passes', async () => {
    await signUp('marta@example.com', 'clave-segura-123');
    await post('/api/auth/v2/register/confirm', {
      token: linkToken('marta@example.com', '/registro/confirmar'),
    });
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1)
      statuses.push((await signIn('marta@example.com', `mala-${i}`, `198.51.100.${i}`)).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(10).fill(429));
    const refused = await signIn('marta@example.com', 'clave-segura-123', '198.51.100.99');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock = new Date(clock.getTime() + 16 * 60_000);
    expect((await signIn('marta@example.com', 'clave-segura-123', '198.51.100.99')).statusCode).toBe(200);
  });

  it('resets a password with a single-use, expiring link and signs out the other sessions', async () => {
    await signUp('luis@example.com', 'primera-clave-1');
    await post('/api/auth/v2/register/confirm', {
      token: linkToken('luis@example.com', '/registro/confirmar'),
    });
    const other = sessionOf(await signIn('luis@example.com', 'primera-clave-1', '203.0.113.5'));

    const unknown = await post('/api/auth/v2/password/forgot', { email: 'nadie@example.com' }, '203.0.113.6');
    const known = await post('/api/auth/v2/password/forgot', { email: 'luis@example.com' }, '203.0.113.6');
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    const token = linkToken('luis@example.com', '/recuperar-clave');
    expect(peer.inbox.at(-1)?.mail.text).toMatch(/^Hola, Ana María:/);

    expect(
      (await post('/api/auth/v2/password/reset', { token, password: 'segunda-clave-2' })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/auth/v2/password/reset', { token, password: 'tercera-clave-3' })).statusCode,
    ).toBe(400);
    expect(await check({ authorization: `Bearer ${other.access}` })).toEqual({
      isAuthenticated: false,
      user: null,
    });
    expect((await signIn('luis@example.com', 'primera-clave-1', '203.0.113.7')).statusCode).toBe(401);
    expect((await signIn('luis@example.com', 'segunda-clave-2', '203.0.113.7')).statusCode).toBe(200);

    await post('/api/auth/v2/password/forgot', { email: 'luis@example.com' }, '203.0.113.8');
    const late = linkToken('luis@example.com', '/recuperar-clave');
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect(
      (await post('/api/auth/v2/password/reset', { token: late, password: 'cuarta-clave-4' })).statusCode,
    ).toBe(400);
  });

  it("counts the web server's calls by the visitor address it forwards, and believes no one else's", async () => {
    const register = (n: number, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/v2/register',
        remoteAddress,
        headers: { 'x-forwarded-for': `198.18.0.${n}` },
        payload: {
          firstName: 'Eva',
          lastName: 'Gil',
          email: `eva${n}.${remoteAddress}@example.com`,
          password: 'clave-segura-123',
          acceptTerms: true,
          acceptDataPolicy: true,
        },
      });
    const fromWebServer: number[] = [];
    const fromOutside: number[] = [];
    for (let n = 1; n <= 12; n += 1) {
      fromWebServer.push((await register(n, '127.0.0.1')).statusCode);
      fromOutside.push((await register(n, '192.0.2.77')).statusCode);
    }
    expect(fromWebServer).toEqual(Array(12).fill(201));
    expect(fromOutside).toEqual([...Array(10).fill(201), 429, 429]);
  });
});
