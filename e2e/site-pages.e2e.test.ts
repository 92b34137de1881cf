import { paths } from '@camello/domain';
import { type LegalText, legalTextSchema } from '@camello/domain/contracts';
import { describe, expect, inject, it } from 'vitest';
import { setUpChromium } from './support/chromium.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPageAt } = setUpChromium(baseUrl);

async function legalText(kind: string): Promise<LegalText> {
  const response = await fetch(new URL(`/api/profile/v1/legal-texts/${kind}`, baseUrl));
  return legalTextSchema.parse(await response.json());
}

describe('site pages', () => {
  it.each([
    [paths.terms(), 'terms', '15. Ley aplicable y controversias'],
    [paths.dataPolicy(), 'data_policy', '9. Cómo ejercer tus derechos'],
  ])('%s shows the version in force of its legal text, dated', async (path, kind, section) => {
    const text = await legalText(kind);
    await withPageAt(
      'mobile',
      path,
      async (page) => {
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(text.title);
        await expect(page.title()).resolves.toBe(`${text.title} | Camello`);
        const since = await page.getByText(/^Versión \d+, vigente desde el /).textContent();
        expect(since).toMatch(
          new RegExp(`^Versión ${text.version}, vigente desde el \\d{1,2} de [a-z]+ de \\d{4}$`),
        );
        await expect(page.getByRole('heading', { level: 2, name: section }).count()).resolves.toBe(1);
        await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
          new URL(path, baseUrl).href,
        );
        const crumbs = await page
          .getByRole('navigation', { name: 'Estás en' })
          .getByRole('listitem')
          .allTextContents();
        expect(crumbs).toEqual(['Inicio', text.title]);
      },
      { status: 200 },
    );
  });

  it('opens a help answer without JavaScript, and its link leads to a page of the site', async () => {
    await withPageAt(
      'mobile',
      paths.help(),
      async (page) => {
        const answer = page.getByText(/^Que la empresa no publicó el salario/);
        await expect(answer.isVisible()).resolves.toBe(false);
        await page.getByText('¿Qué significa que el salario sea «a convenir»?').click();
        await expect(answer.isVisible()).resolves.toBe(true);
        await page.getByText('¿Cómo actualizo o elimino mis datos?').click();
        await page.getByRole('link', { name: 'Leer la política de tratamiento de datos' }).click();
        await page.waitForURL(new URL(paths.dataPolicy(), baseUrl).href);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          'Política de tratamiento de datos personales',
        );
      },
      { status: 200, javaScriptEnabled: false },
    );
  });

  it('is where the footer links lead: about, help, terms and data policy answer 200', async () => {
    const hrefs = await withPageAt('desktop', paths.jobs(), (page) =>
      page
        .getByRole('navigation', { name: 'Enlaces del sitio' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
    );
    const ours = [paths.about(), paths.help(), paths.terms(), paths.dataPolicy()];
    expect(hrefs).toEqual(expect.arrayContaining(ours));
    for (const href of ours) expect((await fetch(new URL(href, baseUrl))).status, href).toBe(200);
  });
});
