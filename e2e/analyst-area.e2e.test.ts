import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  addSessionCookies,
  type Cookie,
  cookieHeader,
  createCandidateAccount,
  demoAccount,
  signIn,
} from './support/accounts.ts';
import { setUpChromium, viewportNames } from './support/chromium.ts';
import { htmlErrors } from './support/html-check.ts';
import { hydrated, shown } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

let analyst: Cookie[] = [];
/** The demo analyst's first company, as the analyst area names it. */
let companySlug = '';

beforeAll(async () => {
  analyst = await signIn(baseUrl, await demoAccount('analista.demo@camello.local'));
  const response = await fetch(new URL('/api/analyst/v1/companies', baseUrl), {
    headers: { cookie: cookieHeader(analyst) },
  });
  const { companies } = (await response.json()) as { companies: { slug: string; isPublic: boolean }[] };
  companySlug = companies.find((company) => company.isPublic)?.slug ?? '';
  expect(companySlug).not.toBe('');
});

const asAnalyst = (context: BrowserContext) => addSessionCookies(context, baseUrl, analyst);

/** Fills the vacancy form of the page and publishes it. */
async function publishVacancy(page: Page, title: string) {
  await page.getByLabel('Cargo', { exact: true }).fill(title);
  await page
    .getByLabel('Descripción', { exact: true })
    .fill('<p>Manejo de <strong>inventarios</strong>.</p>');
  await page.getByLabel('Ciudades', { exact: true }).fill('Medellín');
  await page.getByLabel('Pregunta 1', { exact: true }).fill('¿Tienes licencia de conducción?');
  await page.getByLabel('Tipo de la pregunta 1').selectOption('unique');
  await page.getByLabel('Opciones de la pregunta 1, una por línea').fill('Sí\nNo');
  await page.getByLabel('Habilidad 1', { exact: true }).fill('Inventarios');
  await page.getByRole('button', { name: 'Guardar y publicar' }).click();
  await page.waitForURL(`**/analista/${companySlug}/vacantes`);
}

describe('the demo analyst', () => {
  it.each(viewportNames)(
    'creates and publishes a vacancy with a questionnaire, which the public search finds (%s)',
    async (viewport) => {
      const title = `Auxiliar de bodega analista ${viewport}`;
      await withPage(viewport, async (page, context) => {
        await asAnalyst(context);
        const home = await page.goto('/analista');
        expect(home?.status()).toBe(200);
        expect(home?.headers()['cache-control']).toBe('private, no-store');
        await hydrated(page);
        await page
          .getByRole('link', { name: /^Gestionar / })
          .first()
          .click();
        await page.waitForURL(/\/analista\/[a-z0-9-]+$/);
        await page.goto(`/analista/${companySlug}/vacantes/nueva`);
        await hydrated(page);
        // Interactive: the description has its toolbar.
        await shown(page.getByRole('toolbar', { name: 'Formato de la descripción' }));
        await publishVacancy(page, title);
        const card = page.locator('li[data-status="published"]', { hasText: title });
        await shown(card);

        // Its questionnaire was kept with the vacancy.
        const vacancyId = await card.getAttribute('data-vacancy');
        await page.goto(`/analista/${companySlug}/vacantes/${vacancyId}`);
        expect(await page.getByLabel('Pregunta 1', { exact: true }).inputValue()).toBe(
          '¿Tienes licencia de conducción?',
        );

        // The search picks the change up within seconds.
        await expect
          .poll(
            async () => {
              await page.goto(`/empleos?q=${encodeURIComponent(title)}`);
              return page.getByRole('heading', { name: title }).count();
            },
            { timeout: 20_000, interval: 1_000 },
          )
          .toBeGreaterThan(0);
      });
    },
  );

  it('publishes without JavaScript too, and sees the import’s words by a refused field', async () => {
    await withPage(
      'desktop',
      async (page, context) => {
        await asAnalyst(context);
        await page.goto(`/analista/${companySlug}/vacantes/nueva`);
        await page.getByLabel('Ciudades', { exact: true }).fill('Medellín');
        await page.getByRole('button', { name: 'Guardar', exact: true }).click();
        await shown(page.getByRole('alert'));
        expect(await page.locator('#title-error').textContent()).toBe(
          '«title» debe ser un texto de 1 a 200 caracteres',
        );
        await publishVacancy(page, 'Mensajero en moto sin script');
        await shown(page.locator('li[data-status="published"]', { hasText: 'Mensajero en moto sin script' }));
      },
      { javaScriptEnabled: false },
    );
  });
});

describe('the analyst pages', () => {
  const pagesOf = async () => {
    const response = await fetch(new URL(`/api/analyst/v1/companies`, baseUrl), {
      headers: { cookie: cookieHeader(analyst) },
    });
    const { companies } = (await response.json()) as { companies: { id: string; slug: string }[] };
    const company = companies.find((each) => each.slug === companySlug);
    const list = await fetch(new URL(`/api/analyst/v1/companies/${company?.id}/vacancies`, baseUrl), {
      headers: { cookie: cookieHeader(analyst) },
    });
    const { vacancies } = (await list.json()) as { vacancies: { id: string }[] };
    return [
      '/analista',
      '/analista?modal=support',
      `/analista/${companySlug}`,
      `/analista/${companySlug}/vacantes`,
      `/analista/${companySlug}/vacantes/nueva`,
      `/analista/${companySlug}/vacantes/${vacancies[0]?.id}`,
      `/analista/${companySlug}/configuracion`,
      `/analista/${companySlug}/configuracion/referidos`,
    ];
  };

  it.each(viewportNames)(
    'have no axe violations and a skip link the first Tab reaches (%s)',
    async (viewport) => {
      for (const path of await pagesOf())
        await withPage(viewport, async (page, context) => {
          await asAnalyst(context);
          const response = await page.goto(path);
          expect(response?.status(), path).toBe(200);
          const results = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          expect(results.violations.map((violation) => `${path} ${violation.id}: ${violation.help}`)).toEqual(
            [],
          );
          await hydrated(page);
          await page.keyboard.press('Tab');
          const skip = page.getByRole('link', { name: 'Saltar al contenido' });
          expect(await skip.evaluate((link) => link === document.activeElement), path).toBe(true);
        });
    },
  );

  it('are valid HTML', async () => {
    const errors: string[] = [];
    for (const path of await pagesOf()) {
      const response = await fetch(new URL(path, baseUrl), { headers: { cookie: cookieHeader(analyst) } });
      expect(response.status, path).toBe(200);
      errors.push(...(await htmlErrors(await response.text())).map((error) => `${path} ${error}`));
    }
    expect(errors).toEqual([]);
  });

  it('open a group of the side navigation when it holds the current page, and mark the page', async () => {
    await withPage('desktop', async (page, context) => {
      await asAnalyst(context);
      await page.goto(`/analista/${companySlug}/vacantes/nueva`);
      const nav = page.getByRole('navigation', { name: 'Navegación del área de empresas' });
      expect(await nav.locator('a[aria-current="page"]').textContent()).toBe('Nueva vacante');
      expect(await nav.locator('details[open] > summary').allTextContents()).toEqual(['Vacantes']);
      const crumbs = page.getByRole('navigation', { name: 'Estás en' });
      expect((await crumbs.getByRole('listitem').allTextContents()).at(-1)).toBe('Nueva vacante');
    });
  });

  it('refuse a candidate (403) and send a visitor to sign in first', async () => {
    const candidate = await signIn(baseUrl, await createCandidateAccount(baseUrl));
    const refused = await fetch(new URL('/analista', baseUrl), {
      headers: { cookie: cookieHeader(candidate) },
    });
    expect(refused.status).toBe(403);
    const visitor = await fetch(new URL(`/analista/${companySlug}/vacantes`, baseUrl), {
      redirect: 'manual',
    });
    expect(visitor.status).toBe(302);
    const forward = new URL(visitor.headers.get('location') ?? '', baseUrl).searchParams.get('forwardUrl');
    expect(atob(forward ?? '')).toBe(`/analista/${companySlug}/vacantes`);
  });
});
