import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { addSessionCookies, type Cookie, cookieHeader, newCandidateSession } from './support/accounts.ts';
import { applyThroughApi, type MadeApplication } from './support/applications.ts';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium, viewportNames } from './support/chromium.ts';
import { htmlErrors } from './support/html-check.ts';
import { hydrated, sidewaysOverflow } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

let cookies: Cookie[] = [];
let application: MadeApplication;

beforeAll(async () => {
  cookies = await newCandidateSession(baseUrl);
  application = await applyThroughApi(baseUrl, cookies);
});

const signedIn = (context: BrowserContext) => addSessionCookies(context, baseUrl, cookies);

async function cardOf(page: Page, title: string) {
  return page.getByRole('article', { name: title });
}

describe('/procesos', () => {
  it.each(viewportNames)(
    'shows an application made through the API with its status and timeline (%s)',
    async (viewport) => {
      await withPage(viewport, async (page, context) => {
        await signedIn(context);
        const response = await page.goto('/procesos');
        expect(response?.status()).toBe(200);
        expect(response?.headers()['cache-control']).toBe('private, no-store');
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Mis procesos');
        const card = await cardOf(page, application.title);
        expect(await card.getByText('Enviada', { exact: true }).isVisible()).toBe(true);
        const timeline = card.getByRole('list', {
          name: `Historial de la postulación a ${application.title}`,
        });
        expect(await timeline.getByRole('listitem').allTextContents()).toEqual([
          expect.stringContaining('Enviaste tu hoja de vida'),
        ]);
        expect(await card.getByRole('link', { name: application.title }).getAttribute('href')).toMatch(
          /^\/empleos\//,
        );
        // Nothing of the page spills sideways on a phone.
        expect(await sidewaysOverflow(page)).toBe(0);
      });
    },
  );

  it.each(viewportNames)(
    'has no axe violations, valid HTML, and withdraw opens from the keyboard (%s)',
    async (viewport) => {
      await withPage(viewport, async (page, context) => {
        await signedIn(context);
        await page.goto('/procesos');
        expect(await wcagViolations(page)).toEqual([]);
        await hydrated(page);
        const open = page.getByText('Retirar postulación', { exact: true }).first();
        for (
          let presses = 0;
          presses < 80 && !(await open.evaluate((summary) => summary === document.activeElement));
          presses += 1
        )
          await page.keyboard.press('Tab');
        await page.keyboard.press('Enter');
        expect(await page.getByRole('button', { name: 'Sí, retirar postulación' }).first().isVisible()).toBe(
          true,
        );
      });
      const html = await (
        await fetch(new URL('/procesos', baseUrl), { headers: { Cookie: cookieHeader(cookies) } })
      ).text();
      expect(await htmlErrors(html)).toEqual([]);
    },
  );

  it('sends a visitor without a session to sign in first', async () => {
    const response = await fetch(new URL('/procesos', baseUrl), { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('Location') ?? '', baseUrl).pathname).toBe('/ingresar');
  });

  for (const javaScriptEnabled of [false, true]) {
    it(`withdraws an application after the confirm step (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const own = await newCandidateSession(baseUrl);
      const made = await applyThroughApi(baseUrl, own);
      await withPage(
        javaScriptEnabled ? 'desktop' : 'mobile',
        async (page, context) => {
          await addSessionCookies(context, baseUrl, own);
          await page.goto('/procesos');
          if (javaScriptEnabled) await hydrated(page);
          const card = await cardOf(page, made.title);
          await card.getByText('Retirar postulación', { exact: true }).click();
          await card.getByRole('button', { name: 'Sí, retirar postulación' }).click();
          await expect.poll(() => page.getByRole('status').textContent()).toBe('Retiraste tu postulación.');
          await expect
            .poll(() =>
              page
                .getByRole('heading', { name: 'Todavía no te has postulado a ninguna vacante' })
                .isVisible(),
            )
            .toBe(true);
          expect(await page.getByRole('link', { name: 'Buscar empleos' }).last().getAttribute('href')).toBe(
            '/empleos',
          );
        },
        { javaScriptEnabled },
      );
      const list = await fetch(new URL('/api/profile/v2/candidate/applications', baseUrl), {
        headers: { Cookie: cookieHeader(own) },
      });
      expect(((await list.json()) as { totalRows: number }).totalRows).toBe(0);
    });
  }

  it('withdraws nothing when another site posts the form', async () => {
    const response = await fetch(new URL('/procesos', baseUrl), {
      method: 'POST',
      headers: {
        Cookie: cookieHeader(cookies),
        Origin: 'https://otro-sitio.example',
        'Sec-Fetch-Site': 'cross-site',
      },
      body: new URLSearchParams({ applicationId: application.applicationId }),
      redirect: 'manual',
    });
    // Refused before the action runs, or by it.
    expect([400, 403]).toContain(response.status);
    const list = await fetch(new URL('/api/profile/v2/candidate/applications', baseUrl), {
      headers: { Cookie: cookieHeader(cookies) },
    });
    expect(((await list.json()) as { totalRows: number }).totalRows).toBe(1);
  });
});
