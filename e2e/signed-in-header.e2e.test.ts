import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageTypes, resolvePath } from './page-types.ts';
import {
  addSessionCookies,
  type Cookie,
  completeResumeOf,
  cookieHeader,
  createCandidateAccount,
  demoAnalystSession,
  type E2eAccount,
  signIn,
} from './support/accounts.ts';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium } from './support/chromium.ts';
import { hydrated, shown } from './support/page-state.ts';
import { e2eSite } from './support/site.ts';

const site = e2eSite();
const { baseUrl } = site;
const { withPage } = setUpChromium(baseUrl);
const publicPages = pageTypes.filter((pageType) => pageType.status === 200 && !pageType.private);
const widths = [
  ['desktop', 1280],
  ['phone', 375],
] as const;

/** One person browsing in one session, for the tests that leave it signed in. */
let account: E2eAccount;
let session: Cookie[];
let cookie: string;
let userId: string;
/** Another person, who signs in anew for each sign-out. */
let leaving: E2eAccount;

beforeAll(async () => {
  [account, leaving] = [await createCandidateAccount(baseUrl), await createCandidateAccount(baseUrl)];
  session = await signIn(baseUrl, account);
  cookie = cookieHeader(session);
  const check = await fetch(new URL('/api/auth/v1/health/oauth-check', baseUrl), {
    headers: { Cookie: cookie },
  });
  userId = (await check.json()).user.id;
}, 60_000);

const get = (path: string, cookie?: string) =>
  fetch(new URL(path, baseUrl), { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });

async function sessionOf(page: Page) {
  return page.evaluate(async () => (await fetch('/api/auth/v1/health/oauth-check')).json());
}

/** A page at `width` on `path` in the session of `cookies`, hydrated when it has JavaScript. */
async function signedInAt(
  width: number,
  path: string,
  run: (page: Page) => Promise<void>,
  { cookies = session, javaScriptEnabled = true }: { cookies?: Cookie[]; javaScriptEnabled?: boolean } = {},
) {
  await withPage(
    width > 600 ? 'desktop' : 'mobile',
    async (page, context) => {
      await page.setViewportSize({ width, height: 844 });
      await addSessionCookies(context, baseUrl, cookies);
      await page.goto(path, { waitUntil: 'load' });
      if (javaScriptEnabled) await hydrated(page);
      await run(page);
    },
    { javaScriptEnabled },
  );
}

const accountMenu = (page: Page) => page.locator('details:has(> summary:has-text("Menú de tu cuenta"))');

/**
 * The page types that show vacancies: for a candidate they carry the candidate's saved, seen and
 * applied states (spec §4), so that person's copy is theirs alone.
 */
const withCandidateStates = new Set(['jobs', 'jobs-search', 'job', 'landing', 'company', 'company-job']);

describe('public pages for a signed-in person', () => {
  it.each(
    publicPages
      .filter((pageType) => withCandidateStates.has(pageType.id))
      .map((pageType) => [pageType.id, pageType] as const),
  )(
    "%s is the candidate's own for a candidate: never stored by a shared cache, no personal data",
    async (_id, pageType) => {
      const path = await resolvePath(pageType, site);
      const signedIn = await get(path, cookie);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('cache-control')).toMatch(/^private, no-cache/);
      expect(signedIn.headers.get('etag')).toBeNull();
      const body = await signedIn.text();
      for (const personal of [account.email, account.lastName, userId])
        expect(body, personal).not.toContain(personal);
    },
  );

  it.each(
    publicPages
      .filter((pageType) => !withCandidateStates.has(pageType.id))
      .map((pageType) => [pageType.id, pageType] as const),
  )(
    '%s is the very page anyone gets, with its public cache headers and no personal data',
    async (_id, pageType) => {
      const path = await resolvePath(pageType, site);
      const anonymous = await get(path);
      const signedIn = await get(path, cookie);
      expect(signedIn.status).toBe(200);
      expect(signedIn.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
      expect(signedIn.headers.get('cache-control')).toBe(anonymous.headers.get('cache-control'));
      expect(signedIn.headers.get('etag')).toBe(anonymous.headers.get('etag'));
      const body = await signedIn.text();
      for (const personal of [account.email, account.lastName, userId])
        expect(body, personal).not.toContain(personal);
      // Byte for byte: the page's scripts run by hash, so nothing differs between two responses.
      expect(body).toBe(await anonymous.text());
    },
  );
});

describe('a visitor without a session', () => {
  it('costs one session check and no failed request (which would show as a console error)', async () => {
    await withPage('desktop', async (page) => {
      const auth: string[] = [];
      const failed: string[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/api/auth/')) auth.push(`${response.request().method()} ${pathname}`);
        if (response.status() >= 400) failed.push(`${response.status()} ${pathname}`);
      });
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(auth).toEqual(['GET /api/auth/v1/health/oauth-check']);
      expect(failed).toEqual([]);
      expect(await page.getByRole('link', { name: 'Ingresar' }).first().isVisible()).toBe(true);
    });
  });
});

describe('a signed-in page', () => {
  it('is private, no-cache, and renders the signed-in header on the server', async () => {
    const response = await get('/salir', cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const body = await response.text();
    expect(body).toContain(`${account.firstName} ${account.lastName}`);
    expect(body).toContain('href="/procesos"');
  });

  it('sends a visitor without a session to sign in', async () => {
    const response = await get('/salir');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toMatch(/^\/ingresar\?forwardUrl=/);
  });

  it('does not sign out on a GET of the sign-out address', async () => {
    expect((await get('/salir', cookie)).status).toBe(200);
    const check = await get('/api/auth/v1/health/oauth-check', cookie);
    expect((await check.json()).isAuthenticated).toBe(true);
  });
});

describe('the sign-out form', () => {
  it('signs no one out when another site posts it', async () => {
    const own = cookieHeader(await signIn(baseUrl, leaving));
    const response = await fetch(new URL('/salir', baseUrl), {
      method: 'POST',
      headers: { Cookie: own, 'Sec-Fetch-Site': 'cross-site', Origin: 'https://otro-sitio.example' },
      redirect: 'manual',
    });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    const check = await get('/api/auth/v1/health/oauth-check', own);
    expect((await check.json()).isAuthenticated).toBe(true);
  });
});

describe.each(widths)('the signed-in header on %s (%i px)', (_name, width) => {
  it('replaces the logged-out header on a public page, with the tabs and the user menu', async () => {
    await signedInAt(width, '/empleos', async (page) => {
      const tabs = page.getByRole('navigation', { name: 'Tu cuenta' });
      await shown(tabs);
      for (const [name, href] of [
        ['Empleos', '/empleos'],
        ['Procesos', '/procesos'],
        ['Hoja de vida', '/hoja-de-vida'],
      ])
        expect(await tabs.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
      expect(await page.getByRole('link', { name: 'Ingresar' }).count()).toBe(0);
      // The listing's invitation to create an account is for people without one.
      const invitation = page.locator('a', { hasText: 'Crear mi cuenta' });
      expect(await invitation.count()).toBe(1);
      expect(await invitation.isVisible()).toBe(false);
      expect(await page.getByRole('search').isVisible()).toBe(true);
      // No picture yet: the default avatar icon.
      expect(await accountMenu(page).locator('summary [data-avatar="default"]').count()).toBe(1);
    });
  });

  it('opens and closes the user menu from the keyboard, giving the focus back', async () => {
    await signedInAt(width, '/empleos', async (page) => {
      const menu = accountMenu(page);
      await shown(menu);
      const toggle = menu.locator('> summary');
      await toggle.focus();
      await page.keyboard.press('Enter');
      const name = menu.getByText(`${account.firstName} ${account.lastName}`);
      await shown(name);
      expect(await menu.getByText(account.email).isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Mis procesos');
      await page.keyboard.press('Escape');
      expect(await menu.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(false);
      expect(await toggle.evaluate((summary) => summary === document.activeElement)).toBe(true);
      expect(await name.isVisible()).toBe(false);
    });
  });

  it('shows where the focus is on every tab stop of the header, its open menu included', async () => {
    await signedInAt(width, '/empleos', async (page) => {
      const menu = accountMenu(page);
      await shown(menu);
      await menu.evaluate((details) => {
        (details as HTMLDetailsElement).open = true;
      });
      await page.locator('body').focus();
      const stops: string[] = [];
      for (let press = 0; press < 30; press += 1) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element?.closest('header')) return null;
          const style = getComputedStyle(element);
          const ring = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
          return `${element.tagName.toLowerCase()} "${element.textContent?.trim()}"${ring ? '' : ' WITHOUT A FOCUS RING'}`;
        });
        if (stop) stops.push(stop);
        else if (stops.length > 0) break;
      }
      expect(stops.filter((stop) => stop.endsWith('WITHOUT A FOCUS RING'))).toEqual([]);
      expect(stops).toEqual(
        expect.arrayContaining(['a "Procesos"', 'summary "Menú de tu cuenta"', 'button "Cerrar sesión"']),
      );
    });
  });

  it('has no axe violations, with the menu open too', async () => {
    await signedInAt(width, '/empleos', async (page) => {
      const menu = accountMenu(page);
      await shown(menu);
      expect(await wcagViolations(page)).toEqual([]);
      await menu.locator('> summary').click();
      await shown(menu.getByRole('button', { name: 'Cerrar sesión' }));
      expect(await wcagViolations(page)).toEqual([]);
    });
  });

  it('signs out from the user menu: back on the jobs list, logged out, the session over', async () => {
    const cookies = await signIn(baseUrl, leaving);
    await signedInAt(
      width,
      '/empleos',
      async (page) => {
        const menu = accountMenu(page);
        await shown(menu);
        await menu.locator('> summary').click();
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/empleos' && url.search === ''),
          menu.getByRole('button', { name: 'Cerrar sesión' }).click(),
        ]);
        await hydrated(page);
        expect(await sessionOf(page)).toEqual({ isAuthenticated: false, user: null });
        expect(await page.context().cookies()).not.toContainEqual(
          expect.objectContaining({ name: 'access_token' }),
        );
        expect(await page.getByRole('navigation', { name: 'Tu cuenta' }).count()).toBe(0);
        const old = await get('/api/auth/v1/health/oauth-check', cookieHeader(cookies));
        expect((await old.json()).isAuthenticated).toBe(false);
      },
      { cookies },
    );
  });
});

/** Accepts the terms in force and applies, through the API, to the first vacancy without questions. */
async function applyToAVacancy(cookie: string) {
  const api = async (path: string, body?: object) => {
    const response = await fetch(new URL(`/api${path}`, baseUrl), {
      method: body ? 'POST' : 'GET',
      headers: { Cookie: cookie, 'Content-Type': 'application/json' },
      body: body && JSON.stringify(body),
    });
    expect(response.status, `${path}: ${response.status}`).toBeLessThan(300);
    return response.json();
  };
  const terms: { inForce: { kind: string; version: string }[] } = await api(
    '/profile/v1/candidate-terms/verify',
  );
  await api('/profile/v1/candidate-terms', {
    versions: Object.fromEntries(terms.inForce.map(({ kind, version }) => [kind, version])),
  });
  const { rows }: { rows: { id: string }[] } = await api('/jobs/v1/public/jobs/search');
  for (const { id } of rows) {
    if ((await api(`/jobs/v1/questionnaire/${id}`)).questions.length > 0) continue;
    if ((await api('/jobs/v1/jobs/apply', { jobId: id })).application) return;
  }
  throw new Error('No vacancy of the first page takes an application without questions');
}

describe('signing in on the sign-in page', () => {
  it('swaps the header in on the page it comes back to, without a reload', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/ingresar', { waitUntil: 'load' });
      await hydrated(page);
      await page.evaluate(() => {
        (window as { sameDocument?: boolean }).sameDocument = true;
      });
      await page.getByLabel('Correo electrónico').fill(leaving.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(leaving.password);
      await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
      await shown(page.getByRole('navigation', { name: 'Tu cuenta' }));
      // The React Router form navigated inside the document: the header asked again by itself.
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
    });
  });
});

describe('the Procesos badge', () => {
  it("counts the candidate's applications, on a signed-in page and on a public one", async () => {
    const cookies = await signIn(baseUrl, leaving);
    await completeResumeOf(baseUrl, cookies);
    await applyToAVacancy(cookieHeader(cookies));
    const page = await (await get('/salir', cookieHeader(cookies))).text();
    expect(page).toContain('(1 postulación)');
    await signedInAt(
      375,
      '/empleos',
      async (browserPage) => {
        const tab = browserPage.getByRole('link', { name: 'Procesos (1 postulación)' });
        await shown(tab);
        expect(await tab.getAttribute('href')).toBe('/procesos');
      },
      { cookies },
    );
  });
});

describe("an analyst's header", () => {
  it('leads to the analyst area instead of the candidate tabs, with their job title', async () => {
    const analyst = await demoAnalystSession(baseUrl);
    await signedInAt(
      1280,
      '/empleos',
      async (page) => {
        const tabs = page.getByRole('navigation', { name: 'Tu cuenta' });
        await shown(tabs);
        expect(
          await tabs.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
        ).toEqual(['/empleos', '/analista']);
        const menu = accountMenu(page);
        await menu.locator('> summary').click();
        await shown(menu.getByText('Andrés Demo'));
        expect(await menu.getByText('Analista de selección').isVisible()).toBe(true);
        expect(await menu.getByRole('link', { name: 'Área de empresas' }).getAttribute('href')).toBe(
          '/analista',
        );
        expect(await menu.getByRole('link', { name: 'Mis procesos' }).count()).toBe(0);
      },
      { cookies: analyst },
    );
  });
});

describe('an access token that expired', () => {
  it('is renewed from the refresh cookie before the header gives up on the session', async () => {
    const onlyRefresh = (await signIn(baseUrl, leaving)).filter(({ name }) => name === 'refresh_token');
    expect(onlyRefresh).toHaveLength(1);
    await signedInAt(
      1280,
      '/empleos',
      async (page) => {
        await shown(page.getByRole('navigation', { name: 'Tu cuenta' }));
        expect(await sessionOf(page)).toMatchObject({
          isAuthenticated: true,
          user: { email: leaving.email },
        });
      },
      { cookies: onlyRefresh },
    );
  });
});

describe('without JavaScript', () => {
  it('opens the user menu of a signed-in page and signs out with its form', async () => {
    const cookies = await signIn(baseUrl, leaving);
    await signedInAt(
      375,
      '/salir',
      async (page) => {
        const menu = accountMenu(page);
        await menu.locator('> summary').click();
        await Promise.all([
          page.waitForURL((url) => url.pathname === '/empleos'),
          menu.getByRole('button', { name: 'Cerrar sesión' }).click(),
        ]);
        const check = await page.context().request.get('/api/auth/v1/health/oauth-check');
        expect(await check.json()).toEqual({ isAuthenticated: false, user: null });
      },
      { cookies, javaScriptEnabled: false },
    );
  });
});
