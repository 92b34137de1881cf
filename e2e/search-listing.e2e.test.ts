import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newContext, type ViewportName } from './support/chromium.ts';

const baseUrl = inject('e2eBaseUrl');
const { closedJobSlug } = inject('e2eFixtures');

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(
  viewportName: ViewportName,
  run: (page: Page, context: BrowserContext) => Promise<void>,
): Promise<void> {
  const context = await newContext(browser, viewportName, baseUrl);
  try {
    await run(await context.newPage(), context);
  } finally {
    await context.close();
  }
}

const search = (page: Page) => new URL(page.url()).searchParams;
const results = (page: Page) => page.getByRole('list', { name: 'Resultados de la búsqueda' });
const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 2 }).allTextContents();
/** Waits for the element to show: client navigations render just after the URL changes. */
const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });
const detailDialog = 'dialog[aria-label="Detalle de la vacante"]';
/** The page reacts to clicks once React Router has hydrated it. */
const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Boolean((window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules),
  );

describe('jobs listing on desktop', () => {
  it('searches, applies and clears a filter, and pages through the results', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      await page.getByRole('banner').getByRole('searchbox', { name: 'Buscar empleos' }).fill('ingeniero');
      await page.getByRole('banner').getByRole('button', { name: 'Buscar', exact: true }).click();
      await page.waitForURL(/q=ingeniero/);
      await shown(page.getByRole('heading', { level: 1, name: 'Empleos de ingeniero' }));
      const titles = await cardTitles(page);
      expect(titles.length).toBeGreaterThan(0);
      for (const title of titles) expect(title.toLowerCase()).toContain('ingenier');

      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      const filters = page.getByRole('region', { name: 'Filtros' });
      await shown(filters.getByText('0 filtros aplicados'));
      await expect(filters.getByRole('button', { name: 'Limpiar filtros' }).isDisabled()).resolves.toBe(true);

      const contract = page.getByRole('region', { name: 'Tipo de contrato' });
      const option = contract.getByRole('link').first();
      const label = (await option.locator('span').first().textContent()) ?? '';
      await option.click();
      await page.waitForURL(/filters%5BemploymentType%5D|filters\[employmentType\]/);
      await shown(filters.getByText('1 filtro aplicado'));
      const applied = contract.getByRole('link').first();
      await expect(applied.getAttribute('aria-current')).resolves.toBe('true');
      await expect(applied.textContent()).resolves.toContain(label);
      for (const title of await cardTitles(page)) expect(title).not.toBe('');

      await filters.getByRole('link', { name: 'Limpiar filtros' }).click();
      await page.waitForURL((url) => !url.search.includes('employmentType'));
      await shown(filters.getByText('0 filtros aplicados'));

      const firstPage = await cardTitles(page);
      await page.getByRole('link', { name: 'Página 2' }).click();
      await page.waitForURL(/paginator%5Bpage%5D=2|paginator\[page\]=2/);
      const pagination = page.getByRole('navigation', { name: 'Paginación' });
      await shown(pagination.locator('[aria-current="page"]').filter({ hasText: /^2$/ }));
      await expect(page.getByRole('link', { name: 'Página 2' }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
      expect(await cardTitles(page)).not.toEqual(firstPage);
    });
  });

  it('opens a vacancy in the panel, keeps it in the URL, and back restores the previous state', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      const second = results(page).getByRole('listitem').nth(1);
      const titleLink = second.getByRole('heading').getByRole('link');
      const jobPage = (await titleLink.getAttribute('href')) ?? '';
      await titleLink.click();
      await page.waitForURL(/jobSlug=/);
      expect(new URL(page.url()).pathname).toBe('/empleos');
      const slug = search(page).get('jobSlug') ?? '';
      expect(jobPage).toBe(`/empleos/${slug}`);
      const panel = page.getByRole('dialog', { name: 'Detalle de la vacante' });
      const openPage = panel.getByRole('link', { name: 'Abrir en una página' });
      await shown(panel.locator(`a[href="${jobPage}"]`));
      await expect(second.getByRole('article').getAttribute('aria-current')).resolves.toBe('true');

      await page.getByRole('link', { name: 'Página 2' }).click();
      await page.waitForURL(/paginator/);
      expect(search(page).get('jobSlug')).toBeNull();
      await page.goBack();
      await page.waitForURL(/jobSlug=/);
      expect(search(page).get('jobSlug')).toBe(slug);
      await shown(panel.locator(`a[href="${jobPage}"]`));
      await expect(openPage.getAttribute('href')).resolves.toBe(jobPage);
    });
  });

  it('copies the vacancy link from the share menu and confirms it', async () => {
    await withPage('desktop', async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      const panel = page.getByRole('dialog', { name: 'Detalle de la vacante' });
      const pageLink =
        (await panel.getByRole('link', { name: 'Abrir en una página' }).getAttribute('href')) ?? '';
      await panel.locator('summary', { hasText: 'Compartir' }).first().click();
      const menu = panel.getByRole('list', { name: 'Compartir la vacante' }).first();
      await expect(menu.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).resolves.toContain(
        encodeURIComponent(`${baseUrl}${pageLink}`),
      );
      await menu.getByRole('button', { name: 'Copiar enlace' }).click();
      await shown(page.getByRole('status').filter({ hasText: 'Copiamos el enlace de la vacante.' }));
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
        `${baseUrl}${pageLink}`,
      );
    });
  });

  it('opens a similar vacancy on its own page', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      const similar = page.getByRole('region', { name: 'Vacantes similares:' }).first();
      const link = similar.getByRole('listitem').first().getByRole('link');
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/empleos\/[a-z0-9-]+$/);
      await link.click();
      await page.waitForURL((url) => url.pathname === href);
      await shown(page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Empleos en Colombia' }));
      await shown(page.getByRole('heading', { level: 2, name: 'Descripción' }));
    });
  });
});

describe('a closed vacancy', () => {
  it('answers 410 with open similar vacancies linked with the expired-vacancy campaign', async () => {
    await withPage('desktop', async (page) => {
      const response = await page.goto(`/empleos/${closedJobSlug}`, { waitUntil: 'load' });
      expect(response?.status()).toBe(410);
      const headings = await page.getByRole('heading', { level: 1 }).allTextContents();
      expect(headings).toEqual(['Esta vacante ya no está disponible']);
      const similar = page.getByRole('region', { name: 'Vacantes similares:' }).getByRole('listitem');
      expect(await similar.count()).toBeGreaterThan(0);
      const link = similar.first().getByRole('link');
      const href = new URL((await link.getAttribute('href')) ?? '', baseUrl);
      expect(Object.fromEntries(href.searchParams)).toEqual({
        utm_source: 'vacante-expirada',
        utm_medium: 'referral',
        utm_campaign: 'job-suggested',
      });
      await hydrated(page);
      await link.click();
      await page.waitForURL((url) => url.pathname === href.pathname);
      await shown(page.getByRole('heading', { level: 2, name: 'Descripción' }));
    });
  });
});

describe('filter search box', () => {
  it('suggests values as the visitor types, moves with the arrows and applies one with Enter', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      const city = page.getByRole('region', { name: 'Ciudad' });
      const box = city.getByRole('combobox', { name: 'Buscar en Ciudad' });
      await box.fill('me');
      const listbox = city.getByRole('listbox');
      await shown(listbox.getByRole('option').first());
      expect(await box.getAttribute('aria-expanded')).toBe('true');
      for (const label of await listbox.getByRole('option').allTextContents()) {
        expect(label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()).toContain('me');
      }
      await box.press('ArrowDown');
      const highlighted = listbox.locator('[aria-selected="true"]');
      const chosen = ((await highlighted.textContent()) ?? '').replace(/\s*\([\d.]+\)$/, '');
      expect(await box.getAttribute('aria-activedescendant')).toBe(await highlighted.getAttribute('id'));
      await box.press('Enter');
      await page.waitForURL(/filters%5Bcity%5D/);
      await shown(city.locator('a[aria-current="true"]').filter({ hasText: chosen }));
    });
  });
});

describe('jobs listing on mobile', () => {
  it('keeps the last search in the search bar until it is cleared', async () => {
    await withPage('mobile', async (page) => {
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      const box = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar empleos' });
      await box.fill('cocinero');
      await box.press('Enter');
      await page.waitForURL(/q=cocinero/);
      expect(await page.evaluate(() => localStorage.getItem('searchValue'))).toBe('cocinero');

      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      await expect.poll(() => box.inputValue()).toBe('cocinero');
      await page.getByRole('button', { name: 'Borrar la búsqueda' }).click();
      expect(await box.inputValue()).toBe('');
      expect(await page.evaluate(() => localStorage.getItem('searchValue'))).toBeNull();
      await expect.poll(() => box.evaluate((element) => element === document.activeElement)).toBe(true);
    });
  });

  it('opens the vacancy in a modal drawer that Escape closes, returning the focus to the card', async () => {
    await withPage('mobile', async (page) => {
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      const panel = page.getByRole('dialog', { name: 'Detalle de la vacante' });
      await expect(panel.isVisible()).resolves.toBe(false);
      const titleLink = results(page).getByRole('listitem').first().getByRole('heading').getByRole('link');
      await titleLink.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/jobSlug=/);
      await page.waitForFunction(
        (selector) => document.querySelector(selector)?.matches(':modal') === true,
        detailDialog,
      );
      await shown(panel.getByRole('link', { name: /Volver a los resultados/ }));
      await shown(panel.getByRole('link', { name: 'Postularme' }).last());

      await page.keyboard.press('Escape');
      await page.waitForURL((url) => !url.search.includes('jobSlug'));
      await page.waitForFunction(
        (selector) => document.querySelector(selector)?.matches(':modal') === false,
        detailDialog,
      );
      await expect(panel.isVisible()).resolves.toBe(false);
      // The browser gives the focus back to the card that opened the drawer.
      await expect
        .poll(() => titleLink.evaluate((element) => element === document.activeElement), { timeout: 5_000 })
        .toBe(true);
    });
  });

  it('toggles the filter panel over a dimmed page that does not scroll', async () => {
    await withPage('mobile', async (page) => {
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      const toggle = page.getByRole('button', { name: 'Filtrar' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await toggle.click();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(page.getByRole('region', { name: 'Filtros' }).isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');
      await page.getByRole('button', { name: 'Cerrar los filtros' }).click();
      await expect(page.getByRole('region', { name: 'Filtros' }).isVisible()).resolves.toBe(false);
      await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('');
    });
  });
});

describe('selected vacancy accessibility', () => {
  it.each(['desktop', 'mobile'] as const)(
    'the open panel or drawer has no WCAG 2.1 AA violations on %s',
    async (viewport) => {
      await withPage(viewport, async (page) => {
        await page.goto('/empleos', { waitUntil: 'load' });
        await hydrated(page);
        await results(page).getByRole('listitem').nth(1).getByRole('heading').getByRole('link').click();
        await page.waitForURL(/jobSlug=/);
        await shown(
          page
            .getByRole('dialog', { name: 'Detalle de la vacante' })
            .getByRole('link', { name: /Volver a los resultados/ }),
        );
        const scan = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        expect(
          scan.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`),
        ).toEqual([]);
      });
    },
  );
});

describe('jobs listing without JavaScript', () => {
  it('searches, filters, pages and opens a vacancy with plain links and forms', async () => {
    const context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      baseURL: baseUrl,
      locale: 'es-CO',
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto('/empleos', { waitUntil: 'load' });
      await page.getByRole('banner').getByRole('searchbox', { name: 'Buscar empleos' }).fill('auxiliar');
      await page.getByRole('banner').getByRole('button', { name: 'Buscar', exact: true }).click();
      await page.waitForURL(/q=auxiliar/);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Empleos de auxiliar',
      );

      await page.goto('/empleos', { waitUntil: 'load' });
      await page.getByRole('region', { name: 'Tipo de contrato' }).getByRole('link').first().click();
      await page.waitForURL(/employmentType/);
      await shown(page.getByText('1 filtro aplicado'));

      await page.getByRole('link', { name: 'Página 2' }).click();
      await page.waitForURL(/paginator/);
      expect(new URL(page.url()).search).toContain('employmentType');

      await results(page).getByRole('listitem').first().getByRole('heading').getByRole('link').click();
      await page.waitForURL((url) => url.pathname.startsWith('/empleos/'));
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
      await expect(
        page.getByRole('link', { name: 'Postularme' }).first().getAttribute('href'),
      ).resolves.toMatch(/^(\/ingresar\?action=apply&forwardUrl=.+|https?:\/\/)/);
    } finally {
      await context.close();
    }
  });

  it('answers 404 with its page for a vacancy that does not exist', async () => {
    const response = await fetch(`${baseUrl}/empleos/vacante-que-no-existe-x1`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('No encontramos esta página');
  });
});
