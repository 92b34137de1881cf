import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../app.ts';
import { createLogger, redactedUrl } from '../infrastructure/logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { startSmtpPeer } from '../mail/smtp-peer.ts';

const ORIGIN = 'https://camello.example';
const PASSWORD = 'Contraseña-Secreta-42';
const NEW_PASSWORD = 'Otra-Clave-Secreta-43';
let db: Db;
let app: FastifyInstance;
let peer: Awaited<ReturnType<typeof startSmtpPeer>>;
const logLines: string[] = [];
const bodies: string[] = [];

beforeAll(async () => {
  peer = await startSmtpPeer();
  db = await openTestDatabase();
  const log = createLogger({ level: 'trace', destination: { write: (line: string) => logLines.push(line) } });
  const mailer = createMailer({
    smtpUrl: peer.url,
    outboxDir: '/nonexistent',
    from: 'Camello <a@b.co>',
    log,
  });
  app = await createServer({ db, mailer, publicOrigin: ORIGIN }, { loggerInstance: log });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await db?.close();
  await peer?.close();
});

async function send(options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await app.inject(options);
  bodies.push(response.body);
  return response;
}

const tokenIn = (to: string, path: string) => {
  const mail = peer.inbox.findLast((each) => each.envelopeTo.includes(to))?.mail;
  const token = mail?.text?.match(new RegExp(`${path}\\?token=([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no ${path} link for ${to}`);
  return token;
};

const cookie = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((each) => each.name === name)?.value ?? '';

describe('secrets never reach a response body or a log line', () => {
  it('keeps passwords, session tokens and e-mailed tokens out of every body and log line of the account flows', async () => {
    const headers = { origin: ORIGIN };
    const email = 'secreta@example.com';
    await send({
      method: 'POST',
      url: '/api/auth/v2/register',
      headers,
      payload: {
        firstName: 'Sara',
        lastName: 'Díaz',
        email,
        password: PASSWORD,
        acceptTerms: true,
        acceptDataPolicy: true,
      },
    });
    const verification = tokenIn(email, '/registro/confirmar');
    // A token in a request target (a page link pasted into the API) is redacted in the log too.
    await send({ method: 'GET', url: `/api/auth/v1/health/oauth-check?token=${verification}` });
    await send({
      method: 'POST',
      url: '/api/auth/v2/register/confirm',
      headers,
      payload: { token: verification },
    });
    const signIn = (password: string) =>
      send({
        method: 'POST',
        url: '/api/auth/v2/oauth2/session',
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username: email, password, grant_type: 'password' }).toString(),
      });
    await signIn('una-clave-equivocada');
    const signedIn = await signIn(PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    const access = cookie(signedIn, 'access_token');
    const refresh = cookie(signedIn, 'refresh_token');
    await send({
      method: 'GET',
      url: '/api/auth/v1/health/oauth-check',
      headers: { authorization: `Bearer ${access}` },
    });
    const refreshed = await send({
      method: 'POST',
      url: '/api/auth/v2/oauth2/session',
      headers,
      cookies: { refresh_token: refresh },
    });
    await send({ method: 'POST', url: '/api/auth/v2/password/forgot', headers, payload: { email } });
    const reset = tokenIn(email, '/recuperar-clave');
    await send({
      method: 'POST',
      url: '/api/auth/v2/password/reset',
      headers,
      payload: { token: reset, password: NEW_PASSWORD },
    });
    await send({
      method: 'POST',
      url: '/api/auth/v2/oauth2/logout',
      headers,
      cookies: { refresh_token: cookie(refreshed, 'refresh_token') },
    });

    const secrets = [
      PASSWORD,
      NEW_PASSWORD,
      verification,
      reset,
      access,
      refresh,
      cookie(refreshed, 'access_token'),
      cookie(refreshed, 'refresh_token'),
    ];
    expect(secrets.every((secret) => secret.length >= 20)).toBe(true);
    // The requests were logged, with their (redacted) targets.
    expect(logLines.some((line) => line.includes('oauth-check?token=[redacted]'))).toBe(true);
    expect(logLines.length).toBeGreaterThanOrEqual(20);
    for (const secret of secrets) {
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
      expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
    }
  });
});

describe('redactedUrl', () => {
  it.each([
    ['/registro/confirmar?token=abc123', '/registro/confirmar?token=[redacted]'],
    [
      '/recuperar-clave?forwardUrl=L2VtcGxlb3M&token=abc',
      '/recuperar-clave?forwardUrl=L2VtcGxlb3M&token=[redacted]',
    ],
    ['/api/auth/v2/oauth2/secure?challenge=x&y=1', '/api/auth/v2/oauth2/secure?challenge=[redacted]&y=1'],
    ['/cb?CODE=x&code%5Fverifier=v', '/cb?CODE=[redacted]&code%5Fverifier=[redacted]'],
    ['/empleos?q=token&page=2', '/empleos?q=token&page=2'],
    ['/empleos?%E0=1&token', '/empleos?%E0=1&token'],
    ['/empleos', '/empleos'],
  ])('%s is logged as %s', (url, logged) => {
    expect(redactedUrl(url)).toBe(logged);
  });
});
