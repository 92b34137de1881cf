import { beforeAll, describe, expect, inject, it } from 'vitest';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium, viewportNames } from './support/chromium.ts';

const baseUrl = inject('e2eBaseUrl');
const { withPage } = setUpChromium(baseUrl);

let paths: { name: string; path: string }[];

async function json<T>(path: string): Promise<T> {
  return (await (await fetch(new URL(path, baseUrl))).json()) as T;
}

beforeAll(async () => {
  const [landing] = await json<{ url: string }[]>('/api/jobs/v1/landing/list/by-occupation-with-location');
  const [company] = await json<{ url: string }[]>('/api/jobs/v1/mega-menu/by-company');
  const companySlug = company?.url.replace('/empresas/', '') ?? '';
  const { rows } = await json<{ rows: { jobSlug: string }[] }>(
    `/api/jobs/v1/public/jobs/search?companySlug=${companySlug}`,
  );
  paths = [
    { name: 'landing', path: landing?.url ?? '' },
    { name: 'category index', path: '/trabajos/empleos-por-cargo?letra=A' },
    { name: 'company directory', path: '/empresas' },
    { name: 'company job site', path: company?.url ?? '' },
    { name: 'company vacancy', path: `${company?.url}/${rows[0]?.jobSlug}` },
  ];
});

describe.each(viewportNames)('WCAG 2.1 A and AA on %s', (viewportName) => {
  it('landings, index pages and company sites have no axe violations', async () => {
    await withPage(viewportName, async (page) => {
      for (const { name, path } of paths) {
        const response = await page.goto(path, { waitUntil: 'load' });
        expect(response?.status(), name).toBe(200);
        expect(await wcagViolations(page), `${name} ${path}`).toEqual([]);
      }
    });
  });
});

it('the open mobile drawer menu has no axe violations', async () => {
  await withPage('mobile', async (page) => {
    await page.goto('/trabajos/empleos-por-ciudades');
    await page.getByRole('button', { name: 'Menú' }).click();
    await page.getByRole('dialog', { name: 'Menú principal' }).waitFor({ state: 'visible' });
    expect(await wcagViolations(page)).toEqual([]);
  });
});
