import { createHash, randomBytes } from 'node:crypto';
import { encodeForwardUrl, paths } from '@camello/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addSessionCookies,
  type Cookie,
  cookieHeader,
  createCandidateAccount,
  type E2eAccount,
  signIn,
} from './support/accounts.ts';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium, viewportNames } from './support/chromium.ts';
import { hydrated } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { partnerApp } = inject('e2eFixtures');
const { withPage } = setUpChromium(baseUrl);

const api = (apiPath: string, init: RequestInit = {}) => fetch(new URL(`/api${apiPath}`, baseUrl), init);
const json = { 'Content-Type': 'application/json' };

let account: E2eAccount;
let sessionCookies: Cookie[] = [];

beforeAll(async () => {
  account = await createCandidateAccount(baseUrl);
  sessionCookies = await signIn(baseUrl, account);
});

/** The partner starts a flow for the candidate: its id, state and PKCE verifier. */
async function startFlow() {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const response = await api('/auth/v2/auth-flow/start', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      clientId: partnerApp.clientId,
      scope: 'ALL',
      state,
      redirectUri: partnerApp.redirectUri,
      responseType: 'code',
      codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
      codeChallengeMethod: 'S256',
    }),
  });
  expect(response.status).toBe(200);
  const { flowId } = (await response.json()) as { flowId: string };
  return { flowId, state, verifier };
}

/** Signs the context in, and stands in for the partner's site at its redirect URI. */
async function asCandidate(page: Page, context: BrowserContext) {
  await addSessionCookies(context, baseUrl, sessionCookies);
  await page.route(`${new URL(partnerApp.redirectUri).origin}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Agencia Aliada</title>' }),
  );
}

/** Where the browser landed at the partner: the query of its redirect URI. */
async function landingAtPartner(page: Page): Promise<URLSearchParams> {
  await page.waitForURL((url) => url.href.startsWith(partnerApp.redirectUri));
  return new URL(page.url()).searchParams;
}

async function redeem(code: string, verifier: string) {
  const basic = Buffer.from(`${partnerApp.clientId}:${partnerApp.clientSecret}`).toString('base64');
  return api('/auth/v2/oauth2/token', {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}` },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: partnerApp.redirectUri,
      code_verifier: verifier,
    }),
  });
}

describe('the consent page of a partner app', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`Permitir sends the candidate back with a code the partner redeems (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const { flowId, state, verifier } = await startFlow();
      const query = await withPage(
        javaScriptEnabled ? 'desktop' : 'mobile',
        async (page, context) => {
          await asCandidate(page, context);
          const response = await page.goto(`/autorizar?flowId=${flowId}`);
          expect(response?.status()).toBe(200);
          expect(response?.headers()['cache-control']).toBe('private, no-store');
          await expect
            .poll(() => page.getByRole('heading', { level: 1 }).textContent())
            .toBe('Agencia Aliada quiere acceder a tu cuenta de Camello');
          expect(await page.getByRole('heading', { name: 'Permiso total a su cuenta' }).isVisible()).toBe(
            true,
          );
          expect(await page.getByText(`Ingresaste como ${account.email}.`).isVisible()).toBe(true);
          if (javaScriptEnabled) await hydrated(page);
          await page.getByRole('button', { name: 'Permitir' }).click();
          return landingAtPartner(page);
        },
        { javaScriptEnabled },
      );
      expect(query.get('state')).toBe(state);
      const token = await redeem(query.get('code') ?? '', verifier);
      expect(token.status).toBe(200);
      const { access_token } = (await token.json()) as { access_token: string };
      const check = await api('/auth/v1/health/oauth-check', {
        headers: { Authorization: `Bearer ${access_token}` },
      });
      expect(await check.json()).toMatchObject({ isAuthenticated: true, user: { email: account.email } });
    });
  }

  it.each(viewportNames)(
    'has no axe violations on %s, and Permitir works from the keyboard',
    async (viewport) => {
      const { flowId, state } = await startFlow();
      await withPage(viewport, async (page, context) => {
        await asCandidate(page, context);
        await page.goto(`/autorizar?flowId=${flowId}`);
        expect(await wcagViolations(page)).toEqual([]);
        await hydrated(page);
        const allow = page.getByRole('button', { name: 'Permitir' });
        for (
          let presses = 0;
          presses < 60 && !(await allow.evaluate((button) => button === document.activeElement));
          presses += 1
        )
          await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        expect((await landingAtPartner(page)).get('state')).toBe(state);
      });
    },
  );

  it('Cancelar sends the candidate back with access_denied, and the flow is over', async () => {
    const { flowId, state } = await startFlow();
    await withPage('desktop', async (page, context) => {
      await asCandidate(page, context);
      await page.goto(`/autorizar?flowId=${flowId}`);
      await hydrated(page);
      await page.getByRole('button', { name: 'Cancelar' }).click();
      const query = await landingAtPartner(page);
      expect(Object.fromEntries(query)).toEqual({ error: 'access_denied', state });
    });
  });

  it('consents to nothing when another site posts the form, or when the post is no form', async () => {
    const { flowId } = await startFlow();
    const cookie = cookieHeader(sessionCookies);
    const response = await fetch(new URL(`/autorizar?flowId=${flowId}`, baseUrl), {
      method: 'POST',
      headers: { Cookie: cookie, Origin: 'https://otro-sitio.example', 'Sec-Fetch-Site': 'cross-site' },
      body: new URLSearchParams({ intent: 'allow' }),
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    const noForm = await fetch(new URL(`/autorizar?flowId=${flowId}`, baseUrl), {
      method: 'POST',
      headers: { Cookie: cookie, 'Content-Length': '0' },
      redirect: 'manual',
    });
    expect(noForm.status).toBe(400);
    // Still open: an authorized flow answers 404.
    const flow = await api(`/auth/v2/auth-flow/${flowId}`, { headers: { Cookie: cookie } });
    expect(flow.status).toBe(200);
  });

  it('shows an expired or unknown request as such, and sends a visitor to sign in first', async () => {
    await withPage('desktop', async (page, context) => {
      await asCandidate(page, context);
      const response = await page.goto(`/autorizar?flowId=${crypto.randomUUID()}`);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Esta solicitud de acceso ya no sirve',
      );
    });
    const { flowId } = await startFlow();
    await withPage('desktop', async (page) => {
      await page.goto(`/autorizar?flowId=${flowId}`);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/ingresar');
      expect(atob(url.searchParams.get('forwardUrl') ?? '')).toBe(`/autorizar?flowId=${flowId}`);
    });
  });
});

/** A bearer token the partner holds for the candidate, through the whole flow. */
async function partnerToken(): Promise<string> {
  const { flowId, verifier } = await startFlow();
  const cookie = cookieHeader(sessionCookies);
  const consent = await api('/auth/v2/user/validatePermission', {
    method: 'POST',
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({ flowId, clientId: partnerApp.clientId, scopes: ['ALL'] }),
  });
  expect(consent.status).toBe(200);
  const authorized = await api('/auth/v2/oauth2/authorize', {
    method: 'POST',
    headers: { ...json, Cookie: cookie },
    body: JSON.stringify({ flowId }),
  });
  const code = new URL(((await authorized.json()) as { uri: string }).uri).searchParams.get('code') ?? '';
  return ((await (await redeem(code, verifier)).json()) as { access_token: string }).access_token;
}

describe('the hand-over of a browser by a partner app', () => {
  it('signs a fresh browser in with a one-time challenge and goes on to forwardUrl, once', async () => {
    const minted = await api('/auth/v2/oauth2/xtoken', {
      method: 'POST',
      headers: { Authorization: `Bearer ${await partnerToken()}` },
    });
    expect(minted.status).toBe(201);
    const { challenge } = (await minted.json()) as { challenge: string };
    const handOver = paths.partnerHandOver(challenge, encodeForwardUrl('/empleos?q=medico'));
    // A visitor of its own (the server believes X-Forwarded-For from loopback): the page-type suites
    // open the hand-over page from 127.0.0.1 often enough to spend that address's exchange limit.
    const visitor = { 'X-Forwarded-For': '198.51.100.77' };
    await withPage('mobile', async (page, context) => {
      await page.setExtraHTTPHeaders(visitor);
      await page.goto(handOver);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/empleos?q=medico');
      const cookies = await context.cookies(baseUrl);
      const access = cookies.find((cookie) => cookie.name === 'access_token');
      expect(access?.httpOnly).toBe(true);
      const check = await api('/auth/v1/health/oauth-check', {
        headers: { Cookie: `access_token=${access?.value}` },
      });
      expect(await check.json()).toMatchObject({ isAuthenticated: true, user: { email: account.email } });
    });
    await withPage('desktop', async (page, context) => {
      await page.setExtraHTTPHeaders(visitor);
      const response = await page.goto(handOver);
      expect(response?.status()).toBe(401);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        'Este enlace de ingreso ya no sirve',
      );
      expect(
        await page
          .getByRole('region', { name: 'Este enlace de ingreso ya no sirve' })
          .getByRole('link', { name: 'Ingresar' })
          .getAttribute('href'),
      ).toBe(`/ingresar?forwardUrl=${encodeURIComponent(encodeForwardUrl('/empleos?q=medico'))}`);
      expect((await context.cookies(baseUrl)).map((cookie) => cookie.name)).not.toContain('access_token');
      expect(await wcagViolations(page)).toEqual([]);
    });
  });
});

describe('the connected apps page', () => {
  it('lists the partner app, and takes its access away without JavaScript', async () => {
    const accessToken = await partnerToken();
    const app = (page: Page) => page.getByRole('listitem').filter({ hasText: 'Agencia Aliada' });
    await withPage('desktop', async (page, context) => {
      await addSessionCookies(context, baseUrl, sessionCookies);
      const response = await page.goto(paths.partnerGrants());
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      expect(await app(page).getByRole('heading', { name: 'Agencia Aliada' }).isVisible()).toBe(true);
      expect(await wcagViolations(page)).toEqual([]);
    });
    await withPage(
      'mobile',
      async (page, context) => {
        await addSessionCookies(context, baseUrl, sessionCookies);
        await page.goto(paths.partnerGrants());
        await app(page).getByRole('button', { name: 'Quitar acceso a Agencia Aliada' }).click();
        await page.getByText('Ninguna aplicación tiene acceso a tu cuenta.').waitFor({ timeout: 10_000 });
        expect(new URL(page.url()).pathname).toBe(paths.partnerGrants());
      },
      { javaScriptEnabled: false },
    );
    const check = await api('/auth/v1/health/oauth-check', {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(await check.json()).toEqual({ isAuthenticated: false, user: null });
  });
});
