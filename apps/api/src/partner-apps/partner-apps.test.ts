import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import {
  authFlowSchema,
  authorizeResponseSchema,
  challengeResponseSchema,
  partnerGrantsSchema,
  sessionResponseSchema,
  tokenErrorSchema,
  tokenResponseSchema,
} from '@camello/domain/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_REUSE_GRACE_MS } from '../accounts/index.ts';
import { createServer } from '../app.ts';
import { hashPassword } from '../security/passwords.ts';
import { createRepositories } from '../services/repositories.ts';
import { type RegisteredClient, registerPartnerClient } from './partner-clients.ts';
import { s256Challenge } from './pkce.ts';

const ORIGIN = 'https://camello.example';
const REDIRECT = 'https://aliado.example/oauth/callback';
const PASSWORD = 'clave-segura-123';
let db: Db;
let app: FastifyInstance;
let clock = new Date('2026-06-01T12:00:00Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let partner: RegisteredClient;
let otherPartner: RegisteredClient;
/** The `Cookie` header of each signed-in candidate. */
const cookies: Record<'ana' | 'beto', string> = { ana: '', beto: '' };
const ids: Record<'ana' | 'beto', string> = { ana: '', beto: '' };
/** Ana's refresh token of the site's own sign-in. */
let siteRefreshToken = '';

async function candidate(email: string): Promise<{ id: string; cookie: string; refresh: string }> {
  const { users } = createRepositories(db);
  const user = await users.insert({ email, passwordHash: await hashPassword(PASSWORD), role: 'candidate' });
  await users.markEmailVerified(user.id, clock);
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/v2/oauth2/session',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    payload: new URLSearchParams({ username: email, password: PASSWORD, grant_type: 'password' }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  const cookie = (name: string) => response.cookies.find((each) => each.name === name)?.value ?? '';
  return { id: user.id, cookie: `access_token=${cookie('access_token')}`, refresh: cookie('refresh_token') };
}

beforeAll(async () => {
  db = await openTestDatabase();
  app = await createServer({ db, now: () => clock, publicOrigin: ORIGIN });
  await app.ready();
  const repositories = createRepositories(db);
  partner = await registerPartnerClient(repositories, {
    name: 'Agencia Aliada',
    redirectUris: [REDIRECT, 'http://localhost:8080/callback'],
  });
  otherPartner = await registerPartnerClient(repositories, { name: 'Otra App', redirectUris: [REDIRECT] });
  for (const [name, email] of [
    ['ana', 'ana.aliada@example.com'],
    ['beto', 'beto.aliado@example.com'],
  ] as const) {
    const signedIn = await candidate(email);
    cookies[name] = signedIn.cookie;
    ids[name] = signedIn.id;
    if (name === 'ana') siteRefreshToken = signedIn.refresh;
  }
});
afterAll(async () => {
  await app?.close();
  await db?.close();
});

const basic = (client: RegisteredClient, secret = client.clientSecret) =>
  `Basic ${Buffer.from(`${encodeURIComponent(client.clientId)}:${encodeURIComponent(secret)}`).toString('base64')}`;

/** A cookie-authenticated call of the site (the web server sends no Origin). */
const asCandidate = (who: 'ana' | 'beto', method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: cookies[who] } });

function startFlow(
  client: RegisteredClient,
  verifier: string,
  overrides: Record<string, string> = {},
  ip = '192.0.2.50',
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/v2/auth-flow/start',
    remoteAddress: ip,
    payload: {
      clientId: client.clientId,
      scope: 'ALL',
      state: 'estado-123',
      redirectUri: REDIRECT,
      responseType: 'code',
      codeChallenge: s256Challenge(verifier),
      codeChallengeMethod: 'S256',
      ...overrides,
    },
  });
}

function redeem(client: RegisteredClient, fields: Record<string, string>, secret?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/v2/oauth2/token',
    headers: {
      authorization: basic(client, secret),
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams(fields).toString(),
  });
}

const verifier = (seed: string) => seed.repeat(50).slice(0, 64);

/** Start → consent → authorize, for `who`: the code and state on the partner's redirect URI. */
async function consentedCode(client: RegisteredClient, codeVerifier: string, who: 'ana' | 'beto' = 'ana') {
  const started = await startFlow(client, codeVerifier);
  expect(started.statusCode, started.body).toBe(200);
  const { flowId } = started.json();
  const consent = await asCandidate(who, 'POST', '/api/auth/v2/user/validatePermission', {
    flowId,
    clientId: client.clientId,
    scopes: ['ALL'],
  });
  expect(consent.statusCode, consent.body).toBe(200);
  const authorized = await asCandidate(who, 'POST', '/api/auth/v2/oauth2/authorize', { flowId });
  expect(authorized.statusCode, authorized.body).toBe(200);
  const uri = new URL(authorized.json().uri);
  return { uri, code: uri.searchParams.get('code') ?? '', state: uri.searchParams.get('state') };
}

const grant = (code: string, codeVerifier: string, redirectUri = REDIRECT) => ({
  grant_type: 'authorization_code',
  code,
  redirect_uri: redirectUri,
  code_verifier: codeVerifier,
});

const checkBearer = async (accessToken: string) =>
  (
    await app.inject({
      url: '/api/auth/v1/health/oauth-check',
      headers: { authorization: `Bearer ${accessToken}` },
    })
  ).json();

function expectTokenError(response: LightMyRequestResponse, status: number, error: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(tokenErrorSchema.parse(response.json())).toMatchObject({ statusCode: status, error });
  expect(response.headers['cache-control']).toBe('no-store');
}

describe('the authorization-code flow of a partner app', () => {
  it('start → consent → authorize → code → token, and the bearer token acts for the candidate', async () => {
    const codeVerifier = verifier('a1');
    const started = await startFlow(partner, codeVerifier);
    expect(started.statusCode, started.body).toBe(200);
    const flow = authFlowSchema.parse(started.json());
    expect(flow).toMatchObject({
      clientId: partner.clientId,
      clientName: 'Agencia Aliada',
      permission: { scope: 'ALL', name: 'Permiso total a su cuenta' },
      cancelUri: `${REDIRECT}?error=access_denied&state=estado-123`,
    });

    const shown = await asCandidate('ana', 'GET', `/api/auth/v2/auth-flow/${flow.flowId}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual(flow);
    expect(shown.headers['cache-control']).toBe('private, no-store');

    const consent = await asCandidate('ana', 'POST', '/api/auth/v2/user/validatePermission', {
      flowId: flow.flowId,
      clientId: partner.clientId,
      scopes: ['ALL'],
    });
    expect(consent.statusCode).toBe(200);
    expect(consent.json()).toBe(true);

    const authorized = await asCandidate('ana', 'POST', '/api/auth/v2/oauth2/authorize', {
      flowId: flow.flowId,
    });
    expect(authorized.statusCode).toBe(200);
    const uri = new URL(authorizeResponseSchema.parse(authorized.json()).uri);
    expect(`${uri.origin}${uri.pathname}`).toBe(REDIRECT);
    expect(uri.searchParams.get('state')).toBe('estado-123');
    const code = uri.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[\w-]{43}$/);

    const token = await redeem(partner, grant(code, codeVerifier));
    expect(token.statusCode, token.body).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    const body = tokenResponseSchema.parse(token.json());
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900, scope: 'ALL' });
    expect(await checkBearer(body.access_token)).toMatchObject({
      isAuthenticated: true,
      user: { id: ids.ana, role: 'candidate', email: 'ana.aliada@example.com' },
    });

    // The flow is over: neither its consent page nor a second authorize work any more.
    expect((await asCandidate('ana', 'GET', `/api/auth/v2/auth-flow/${flow.flowId}`)).statusCode).toBe(404);
    const again = await asCandidate('ana', 'POST', '/api/auth/v2/oauth2/authorize', { flowId: flow.flowId });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(
      'Esta solicitud de autorización venció o ya se usó. Vuelve a la aplicación e inténtalo de nuevo',
    );
  });

  it('refuses to start a flow for a redirect URI the client did not register, or an unknown client', async () => {
    const wrong = await startFlow(partner, verifier('b2'), { redirectUri: 'https://aliado.example/otra' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'La dirección de regreso no es ninguna de las que registró esta aplicación',
    );
    const prefix = await startFlow(partner, verifier('b2'), { redirectUri: `${REDIRECT}/../x` });
    expect(prefix.statusCode).toBe(400);
    const unknown = await startFlow(partner, verifier('b2'), { clientId: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Esta aplicación no está registrada en Camello');
    const plain = await startFlow(partner, verifier('b2'), { codeChallengeMethod: 'plain' });
    expect(plain.statusCode).toBe(400);
  });

  it('refuses a code redeemed with another redirect URI', async () => {
    const codeVerifier = verifier('c3');
    const { code } = await consentedCode(partner, codeVerifier);
    expectTokenError(
      await redeem(partner, grant(code, codeVerifier, 'http://localhost:8080/callback')),
      400,
      'invalid_grant',
    );
  });

  it('refuses a bad PKCE verifier, and the code is spent', async () => {
    const codeVerifier = verifier('d4');
    const { code } = await consentedCode(partner, codeVerifier);
    expectTokenError(await redeem(partner, grant(code, verifier('x9'))), 400, 'invalid_grant');
    expectTokenError(await redeem(partner, grant(code, 'corto')), 400, 'invalid_grant');
    expectTokenError(await redeem(partner, grant(code, codeVerifier)), 400, 'invalid_grant');
  });

  it('refuses a reused code, and the reuse revokes the token its first use gave', async () => {
    const codeVerifier = verifier('e5');
    const { code } = await consentedCode(partner, codeVerifier);
    const first = await redeem(partner, grant(code, codeVerifier));
    expect(first.statusCode).toBe(200);
    const accessToken = first.json().access_token;
    expect((await checkBearer(accessToken)).isAuthenticated).toBe(true);

    expectTokenError(await redeem(partner, grant(code, codeVerifier)), 400, 'invalid_grant');
    expect(await checkBearer(accessToken)).toEqual({ isAuthenticated: false, user: null });
  });

  it('rotates a refresh token for its own client only, and a replay ends the access', async () => {
    const codeVerifier = verifier('r3');
    const { code } = await consentedCode(partner, codeVerifier);
    const first = tokenResponseSchema.parse((await redeem(partner, grant(code, codeVerifier))).json());
    const refreshWith = (client: RegisteredClient, refreshToken: string) =>
      redeem(client, { grant_type: 'refresh_token', refresh_token: refreshToken });

    expectTokenError(await refreshWith(otherPartner, first.refresh_token), 400, 'invalid_grant');
    expectTokenError(await refreshWith(partner, siteRefreshToken), 400, 'invalid_grant');
    expectTokenError(await redeem(partner, { grant_type: 'refresh_token' }), 400, 'invalid_request');

    const rotated = await refreshWith(partner, first.refresh_token);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const second = tokenResponseSchema.parse(rotated.json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await checkBearer(second.access_token)).user?.id).toBe(ids.ana);

    later(REFRESH_REUSE_GRACE_MS + 1000);
    expectTokenError(await refreshWith(partner, first.refresh_token), 400, 'invalid_grant');
    expect(await checkBearer(second.access_token)).toEqual({ isAuthenticated: false, user: null });
    expectTokenError(await refreshWith(partner, second.refresh_token), 400, 'invalid_grant');
  });

  it('lists the apps that can act for a candidate, and takes one app’s access away', async () => {
    const codeVerifier = verifier('w8');
    const { code } = await consentedCode(partner, codeVerifier);
    const tokens = tokenResponseSchema.parse((await redeem(partner, grant(code, codeVerifier))).json());
    const grantsOf = async (who: 'ana' | 'beto') =>
      partnerGrantsSchema.parse((await asCandidate(who, 'GET', '/api/auth/v2/user/partner-apps')).json());
    expect(await grantsOf('ana')).toEqual([
      { clientId: partner.clientId, clientName: 'Agencia Aliada', since: expect.any(String) },
    ]);
    expect(await grantsOf('beto')).toEqual([]);

    const revoke = (who: 'ana' | 'beto', clientId: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/auth/v2/user/partner-apps/${clientId}`,
        headers: { cookie: cookies[who] },
      });
    expect((await revoke('beto', partner.clientId)).json()).toEqual({ revoked: false });
    expect((await checkBearer(tokens.access_token)).isAuthenticated).toBe(true);
    expect((await revoke('ana', partner.clientId)).json()).toEqual({ revoked: true });
    expect(await checkBearer(tokens.access_token)).toEqual({ isAuthenticated: false, user: null });
    expectTokenError(
      await redeem(partner, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token }),
      400,
      'invalid_grant',
    );
    expect(await grantsOf('ana')).toEqual([]);
    expect((await revoke('ana', partner.clientId)).json()).toEqual({ revoked: false });
  });

  it('refuses an expired code', async () => {
    const codeVerifier = verifier('f6');
    const { code } = await consentedCode(partner, codeVerifier);
    later(61_000);
    expectTokenError(await redeem(partner, grant(code, codeVerifier)), 400, 'invalid_grant');
  });

  it('refuses a wrong client secret, a missing one, and another client redeeming the code', async () => {
    const codeVerifier = verifier('g7');
    const { code } = await consentedCode(partner, codeVerifier);
    const wrongSecret = await redeem(partner, grant(code, codeVerifier), otherPartner.clientSecret);
    expectTokenError(wrongSecret, 401, 'invalid_client');
    expect(wrongSecret.headers['www-authenticate']).toBe('Basic realm="camello", charset="UTF-8"');
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/auth/v2/oauth2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(grant(code, codeVerifier)).toString(),
    });
    expectTokenError(anonymous, 401, 'invalid_client');
    expectTokenError(await redeem(otherPartner, grant(code, codeVerifier)), 400, 'invalid_grant');
    // None of the failed tries spent the code: its own client still redeems it.
    expect((await redeem(partner, grant(code, codeVerifier))).statusCode).toBe(200);
  });

  it('answers invalid_request and unsupported_grant_type in the RFC shape', async () => {
    expectTokenError(await redeem(partner, { grant_type: 'authorization_code' }), 400, 'invalid_request');
    expectTokenError(await redeem(partner, { grant_type: 'password' }), 400, 'unsupported_grant_type');
    const repeated = await app.inject({
      method: 'POST',
      url: '/api/auth/v2/oauth2/token',
      headers: { authorization: basic(partner), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=authorization_code&code=a&code=b&redirect_uri=x&code_verifier=y',
    });
    expectTokenError(repeated, 400, 'invalid_request');
  });

  it('keeps each flow to its client and its candidate', async () => {
    const started = await startFlow(partner, verifier('h8'));
    const { flowId } = started.json();
    const asOtherClient = await asCandidate('ana', 'POST', '/api/auth/v2/user/validatePermission', {
      flowId,
      clientId: otherPartner.clientId,
      scopes: ['ALL'],
    });
    expect(asOtherClient.statusCode).toBe(404);
    const consent = { flowId, clientId: partner.clientId, scopes: ['ALL'] };
    expect(
      (await asCandidate('ana', 'POST', '/api/auth/v2/user/validatePermission', consent)).statusCode,
    ).toBe(200);
    // Ana consented: Beto can neither see, consent to nor authorize her flow.
    expect((await asCandidate('beto', 'GET', `/api/auth/v2/auth-flow/${flowId}`)).statusCode).toBe(404);
    expect(
      (await asCandidate('beto', 'POST', '/api/auth/v2/user/validatePermission', consent)).statusCode,
    ).toBe(404);
    expect((await asCandidate('beto', 'POST', '/api/auth/v2/oauth2/authorize', { flowId })).statusCode).toBe(
      404,
    );
    // Nor can a visitor, and a cross-site page cannot make Ana's browser consent.
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/auth/v2/oauth2/authorize',
      payload: { flowId },
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await app.inject({
      method: 'POST',
      url: '/api/auth/v2/oauth2/authorize',
      payload: { flowId },
      headers: { cookie: cookies.ana, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    // A flow not consented to cannot be authorized, and an expired one not consented to.
    const unconsented = (await startFlow(partner, verifier('i9'))).json().flowId;
    expect(
      (await asCandidate('ana', 'POST', '/api/auth/v2/oauth2/authorize', { flowId: unconsented })).statusCode,
    ).toBe(404);
    later(10 * 60_000 + 1000);
    expect(
      (
        await asCandidate('ana', 'POST', '/api/auth/v2/user/validatePermission', {
          ...consent,
          flowId: unconsented,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('stops a disabled client: no new flows, no open flow shown, no code redeemed, no refresh', async () => {
    const leaving = await registerPartnerClient(createRepositories(db), {
      name: 'App que se va',
      redirectUris: [REDIRECT],
    });
    const codeVerifier = verifier('s4');
    const { code } = await consentedCode(leaving, codeVerifier);
    const { refresh_token } = tokenResponseSchema.parse(
      (await redeem(leaving, grant(code, codeVerifier))).json(),
    );
    const openFlow = (await startFlow(leaving, verifier('t5'))).json().flowId;
    const unredeemed = await consentedCode(leaving, verifier('u6'));

    expect(await createRepositories(db).oauthClients.disable(leaving.clientId, clock)).toBe(true);
    expect(await createRepositories(db).oauthClients.disable(leaving.clientId, clock)).toBe(false);
    expect((await startFlow(leaving, verifier('v7'))).statusCode).toBe(400);
    expect((await asCandidate('ana', 'GET', `/api/auth/v2/auth-flow/${openFlow}`)).statusCode).toBe(404);
    expectTokenError(await redeem(leaving, grant(unredeemed.code, verifier('u6'))), 401, 'invalid_client');
    expectTokenError(
      await redeem(leaving, { grant_type: 'refresh_token', refresh_token }),
      401,
      'invalid_client',
    );
  });

  it('limits the flows one address starts', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 121; i += 1)
      statuses.add((await startFlow(partner, verifier('j1'), {}, '198.51.100.77')).statusCode);
    expect([...statuses]).toEqual([200, 429]);
  });
});

describe('one-time challenges that hand a browser over to the site', () => {
  async function partnerToken(): Promise<string> {
    const codeVerifier = verifier('k2');
    const { code } = await consentedCode(partner, codeVerifier);
    return (await redeem(partner, grant(code, codeVerifier))).json().access_token;
  }

  const mint = (accessToken: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/v2/oauth2/xtoken',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  const exchange = (challenge: string) =>
    app.inject({ url: `/api/auth/v2/oauth2/secure?challenge=${challenge}`, remoteAddress: '203.0.113.9' });
  const revoke = (challenge: string) =>
    app.inject({ method: 'DELETE', url: `/api/auth/v2/oauth2/xtoken/${challenge}` });

  it('exchanges a challenge once for the candidate, with session cookies', async () => {
    const accessToken = await partnerToken();
    const minted = await mint(accessToken);
    expect(minted.statusCode, minted.body).toBe(201);
    const { challenge, expiresIn } = challengeResponseSchema.parse(minted.json());
    expect(expiresIn).toBe(120);

    const exchanged = await exchange(challenge);
    expect(exchanged.statusCode, exchanged.body).toBe(200);
    expect(sessionResponseSchema.parse(exchanged.json()).user).toEqual({
      id: ids.ana,
      role: 'candidate',
      email: 'ana.aliada@example.com',
    });
    const access = exchanged.cookies.find((cookie) => cookie.name === 'access_token');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: true });
    expect(await checkBearer(access?.value ?? '')).toMatchObject({
      isAuthenticated: true,
      user: { id: ids.ana },
    });

    const replayed = await exchange(challenge);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe('Este enlace de ingreso venció o ya se usó. Inicia sesión de nuevo');
    expect(replayed.cookies).toEqual([]);
  });

  it('revokes an unused challenge, and refuses an expired one', async () => {
    const accessToken = await partnerToken();
    const { challenge } = (await mint(accessToken)).json();
    expect((await revoke(challenge)).json()).toEqual({ revoked: true });
    expect((await exchange(challenge)).statusCode).toBe(401);
    expect((await revoke(challenge)).json()).toEqual({ revoked: false });

    const late = (await mint(accessToken)).json().challenge;
    later(121_000);
    expect((await exchange(late)).statusCode).toBe(401);
  });

  it('mints challenges only for a bearer token, not for the site’s cookie or a visitor', async () => {
    const withCookie = await app.inject({
      method: 'POST',
      url: '/api/auth/v2/oauth2/xtoken',
      headers: { cookie: cookies.ana },
    });
    expect(withCookie.statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: '/api/auth/v2/oauth2/xtoken' })).statusCode).toBe(401);
    expect((await mint('not-a-token')).statusCode).toBe(401);
  });
});
