import { paths } from '@camello/domain';
import { describe, expect, inject, it } from 'vitest';
import { setUpChromium } from './support/chromium.ts';
import { hydrated } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage, withPageAt } = setUpChromium(baseUrl);

type Row = { jobSlug: string; title: string; salary: string | null };
type Counter = { id: string };

/** The vacancies of Mexican states, their salaries as the API words them in `locale`. */
async function mexicanVacancies(locale: string): Promise<{ rows: Row[]; query: string }> {
  const all = await fetch(new URL('/api/jobs/v1/public/jobs/search?paginator[page]=1', baseUrl));
  const { counters } = (await all.json()) as { counters: { department: Counter[] } };
  const states = counters.department.filter((state) => state.id.endsWith('-mx')).map((state) => state.id);
  const query = states.map((state) => `filters[department][]=${state}`).join('&');
  const response = await fetch(new URL(`/api/jobs/v1/public/jobs/search?${query}`, baseUrl), {
    headers: { 'Accept-Language': locale },
  });
  return { rows: ((await response.json()) as { rows: Row[] }).rows, query };
}

describe('region and language', () => {
  it('switches to México from the modal: Mexican wording and pesos written the Mexican way, remembered', async () => {
    const { rows: colombian, query } = await mexicanVacancies('es-CO');
    const index = colombian.findIndex((row) => row.salary?.startsWith('MXN '));
    expect(index, 'a vacancy paid in Mexican pesos').toBeGreaterThanOrEqual(0);
    const mexican = (await mexicanVacancies('es-MX')).rows[index];
    // The API words it the Mexican way for es-MX, and marks the pesos as MXN.
    expect(mexican?.salary).toMatch(/^\$\d{1,3}(,\d{3})+.* MXN$/);
    const listing = `${paths.jobs()}?${query}`;
    await withPageAt('desktop', listing, async (page) => {
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-CO');
      await expect(
        page
          .getByText(colombian[index]?.salary ?? '')
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Colombia · Español' });
      // Until then the link leads to the region page (the modal's listener comes with the scripts).
      await hydrated(page);
      await link.click();
      const dialog = page.getByRole('dialog', { name: 'Elige tu región' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-CO');

      await link.click();
      await dialog.waitFor();
      await dialog.getByRole('radio', { name: /México/ }).check();
      await dialog.getByRole('button', { name: 'Aplicar' }).click();
      await page.waitForFunction(() => document.documentElement.lang === 'es-MX');
      expect(decodeURIComponent(new URL(page.url()).search)).toBe(
        decodeURIComponent(new URL(listing, baseUrl).search),
      );
      await expect(page.getByPlaceholder('Puesto, empresa o palabra clave').count()).resolves.toBeGreaterThan(
        0,
      );
      await expect(
        page
          .getByText(mexican?.salary ?? '')
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByText('Sueldo').first().isVisible()).resolves.toBe(true);
      // The salaries on the page are the API's, asked in es-MX: in pesos marked MXN.
      await expect(
        page
          .getByText(/\$[\d,]+ MXN$/)
          .first()
          .isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByText('Salario', { exact: true }).count()).resolves.toBe(0);
      await page.goto(paths.help());
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-MX');
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'México · Español' }).count(),
      ).resolves.toBe(1);
    });
  });

  it('works without JavaScript: the link opens the region page, whose form sets the language', async () => {
    await withPage(
      'mobile',
      async (page) => {
        await page.goto(paths.about());
        await page.getByRole('contentinfo').getByRole('link', { name: 'Colombia · Español' }).click();
        await page.waitForURL(new URL(paths.region(paths.about()), baseUrl).href);
        await page.getByRole('radio', { name: /United States/ }).check();
        await page.getByRole('button', { name: 'Aplicar' }).click();
        await page.waitForURL(new URL(paths.about(), baseUrl).href);
        await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en-US');
      },
      { javaScriptEnabled: false },
    );
  });
});

describe('feedback button', () => {
  it('appears 10 s after load and stores a rating with a comment', async () => {
    await withPage('desktop', async (page) => {
      await page.clock.install();
      await page.goto(paths.jobs());
      const button = page.getByRole('button', { name: 'Danos tu opinión' });
      await page.clock.runFor(8_000);
      await expect(button.count()).resolves.toBe(0);
      await page.clock.runFor(3_000);
      await button.waitFor();
      await button.click();
      const dialog = page.getByRole('dialog', { name: '¿Qué te parece Camello?' });
      await dialog.getByRole('radio', { name: '4 estrellas' }).check();
      await dialog.getByLabel('¿Qué podemos mejorar? (opcional)').fill('Más filtros por barrio');
      const sent = page.waitForResponse((response) => response.url().endsWith('/api/profile/v1/feedback'));
      await dialog.getByRole('button', { name: 'Enviar opinión' }).click();
      expect((await sent).status()).toBe(201);
      await dialog.getByText('¡Gracias! Tu opinión nos ayuda a mejorar.').waitFor();
    });
  });
});
