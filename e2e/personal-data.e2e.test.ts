import { readFile } from 'node:fs/promises';
import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addSessionCookies,
  type Cookie,
  cookieHeader,
  createCandidateAccount,
  type E2eAccount,
  signIn,
} from './support/accounts.ts';
import { applyThroughApi, type MadeApplication } from './support/applications.ts';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium, viewportNames } from './support/chromium.ts';
import { htmlErrors } from './support/html-check.ts';
import { hydrated, sidewaysOverflow } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

let account: E2eAccount;
let cookies: Cookie[] = [];
let application: MadeApplication;

beforeAll(async () => {
  account = await createCandidateAccount(baseUrl);
  cookies = await signIn(baseUrl, account);
  application = await applyThroughApi(baseUrl, cookies);
});

const signedIn = (context: BrowserContext, own: readonly Cookie[] = cookies) =>
  addSessionCookies(context, baseUrl, own);

const api = (path: string, own: readonly Cookie[]) =>
  fetch(new URL(`/api${path}`, baseUrl), { headers: { Cookie: cookieHeader(own) } });

describe('/mi-cuenta/datos', () => {
  it.each(viewportNames)(
    'has no axe violations and valid HTML, and the user menu leads to it (%s)',
    async (viewport) => {
      await withPage(viewport, async (page, context) => {
        await signedIn(context);
        const response = await page.goto('/empleos');
        expect(response?.status()).toBe(200);
        await hydrated(page);
        await page.locator('details:has(> summary [data-avatar]) > summary').first().click();
        await page.getByRole('link', { name: 'Mis datos personales' }).click();
        await page.waitForURL((url) => url.pathname === '/mi-cuenta/datos');
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
          .toBe('Tus datos personales');
        for (const summary of await page.locator('main summary').all()) await summary.click();
        expect(await wcagViolations(page)).toEqual([]);
        expect(await sidewaysOverflow(page)).toBe(0);
      });
      const html = await (
        await fetch(new URL('/mi-cuenta/datos', baseUrl), { headers: { Cookie: cookieHeader(cookies) } })
      ).text();
      expect(await htmlErrors(html)).toEqual([]);
    },
  );

  it('is linked from the data policy page', async () => {
    const html = await (await fetch(new URL('/politica-de-tratamiento-de-datos', baseUrl))).text();
    expect(html).toContain('href="/mi-cuenta/datos"');
  });

  it('downloads everything held about the candidate as JSON', async () => {
    await withPage('desktop', async (page, context) => {
      await signedIn(context);
      await page.goto('/mi-cuenta/datos');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Descargar mis datos (JSON)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^camello-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
      expect(file.account.email).toBe(account.email);
      expect(file.profile).toMatchObject({ first_name: account.firstName });
      expect(file.applications).toEqual([
        expect.objectContaining({ vacancy: expect.objectContaining({ id: application.jobId }) }),
      ]);
      expect(file.consents.length).toBe(2);
    });
  });

  it('revokes the data policy authorization after a confirm step, without JavaScript', async () => {
    const person = await createCandidateAccount(baseUrl);
    const own = await signIn(baseUrl, person);
    await withPage(
      'mobile',
      async (page, context) => {
        await signedIn(context, own);
        await page.goto('/mi-cuenta/datos');
        await page.getByText('Revocar mi autorización', { exact: true }).click();
        await page.getByRole('button', { name: 'Sí, revocar autorización' }).click();
        expect(await page.getByRole('status').first().textContent()).toBe(
          'Revocaste tu autorización. Quedó registrado cuándo lo hiciste.',
        );
        expect(await page.getByText(/No tienes una autorización vigente/).isVisible()).toBe(true);
      },
      { javaScriptEnabled: false },
    );
    const verify = (await (await api('/profile/v1/candidate-terms/verify', own)).json()) as {
      accepted: boolean;
    };
    expect(verify.accepted).toBe(false);
  });

  it.each(viewportNames)(
    'deletes the account with its password, and then it signs in no more (%s)',
    async (viewport) => {
      const person = await createCandidateAccount(baseUrl);
      const own = await signIn(baseUrl, person);
      await applyThroughApi(baseUrl, own);
      await withPage(viewport, async (page, context) => {
        await signedIn(context, own);
        await page.goto('/mi-cuenta/datos');
        await hydrated(page);
        await page.getByText('Quiero eliminar mi cuenta', { exact: true }).click();
        const password = page.getByLabel('Escribe tu contraseña para confirmar');
        await password.fill('no-es-mi-clave');
        await page.getByLabel('Entiendo que mi cuenta y mis datos se borrarán para siempre').check();
        await page.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
        await expect.poll(() => password.getAttribute('aria-invalid')).toBe('true');
        expect(await page.getByText('La contraseña no es correcta').isVisible()).toBe(true);
        await password.fill(person.password);
        await page.getByLabel('Entiendo que mi cuenta y mis datos se borrarán para siempre').check();
        await page.getByRole('button', { name: 'Eliminar mi cuenta definitivamente' }).click();
        await page.waitForURL((url) => url.pathname === '/mi-cuenta/eliminada');
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 })
          .toBe('Eliminamos tu cuenta');
        const sessionCookies = (await context.cookies()).filter((cookie) => cookie.name.endsWith('_token'));
        expect(sessionCookies).toEqual([]);
      });
      expect((await api('/profile/v2/candidate/applications', own)).status).toBe(401);
      const again = await fetch(new URL('/api/auth/v2/oauth2/session', baseUrl), {
        method: 'POST',
        headers: { 'X-Forwarded-For': '198.51.100.77' },
        body: new URLSearchParams({
          username: person.email,
          password: person.password,
          grant_type: 'password',
        }),
      });
      expect(again.status).toBe(401);
    },
  );
});
