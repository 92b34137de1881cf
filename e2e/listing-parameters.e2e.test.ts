import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setUpChromium } from './support/chromium.ts';
import { hydrated, shown } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');

const { withPage } = setUpChromium(baseUrl);

async function api<T>(path: string): Promise<T> {
  const response = await fetch(new URL(`/api/jobs${path}`, baseUrl));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

type SearchAnswer = {
  rows: { jobSlug: string }[];
  counters: Record<string, { id: string; label: string; total: number }[]>;
};

/** The company with the most public vacancies. */
async function busiestCompany(): Promise<{ id: string; label: string }> {
  const { counters } = await api<SearchAnswer>('/v1/public/jobs/search?paginator[page]=1');
  const company = counters.company?.[0];
  if (!company) throw new Error('The search counted no company');
  return company;
}

/** The first two results of the plain listing; both take applications on the site. */
async function firstTwoJobs(): Promise<[string, string]> {
  const { rows } = await api<SearchAnswer>('/v1/public/jobs/search?paginator[page]=1');
  const [first, second] = rows.map((row) => row.jobSlug);
  if (!first || !second) throw new Error('The listing has fewer than two vacancies');
  for (const slug of [first, second]) {
    const detail = await api<{ externalApplyUrl: string | null }>(`/v1/public/jobs/${slug}`);
    if (detail.externalApplyUrl !== null) throw new Error(`${slug} takes applications elsewhere`);
  }
  return [first, second];
}

const detailPanel = (page: Page) => page.locator('dialog[aria-label="Detalle de la vacante"]');

/** The apply link's target: the vacancy's apply page, with what the visit carries to it. */
async function applyTarget(page: Page, scope: Locator = page.locator('main')): Promise<URL> {
  const href = await scope.locator('a[href^="/empleos/postular/"]').first().getAttribute('href');
  return new URL(href ?? '', baseUrl);
}

describe('companySlug and companyId on /empleos', () => {
  it('list one company, keep it on every listing link and point the canonical to its job site', async () => {
    const company = await busiestCompany();
    await withPage('desktop', async (page) => {
      const response = await page.goto(`/empleos?companySlug=${company.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        `Empleos en ${company.label}`,
      );
      const jobLinks = await page
        .getByRole('list', { name: 'Resultados de la búsqueda' })
        .getByRole('heading')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(jobLinks.length).toBeGreaterThan(0);
      for (const href of jobLinks) expect(href.startsWith(`/empresas/${company.id}/`), href).toBe(true);
      const listingLinks = await page
        .locator('main a[href^="/empleos?"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(listingLinks.length).toBeGreaterThan(0);
      for (const href of listingLinks) {
        expect(new URL(href, baseUrl).searchParams.get('companySlug'), href).toBe(company.id);
      }
      await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(
        new URL(`/empresas/${company.id}`, baseUrl).href,
      );
    });
  });

  it('read companyId as the same slug', async () => {
    const company = await busiestCompany();
    await withPage('mobile', async (page) => {
      await page.goto(`/empleos?companyId=${company.id}`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        `Empleos en ${company.label}`,
      );
    });
  });

  it('ignore an unknown or malformed company, and any other odd value, instead of failing', async () => {
    for (const query of [
      'companySlug=empresa-que-no-existe',
      'companySlug=%3Cscript%3E',
      'companyId=..%2F..%2Fetc',
      'detailAction=borrar&suggestedByMatcher=quizas&jobSlug=no-existe-x1',
      // Filters and orders the listing does not have, or values it cannot read (issue 10).
      'order[field]=bogus',
      'order[field]=bogus&order[direction]=sideways',
      'filters[bogus][]=1',
      'filters[salary][from]=abc',
      'filters[salary][from]=5&filters[salary][to]=1',
      'filters[remote]=quizas',
      'filters[employmentType][]=no-es-un-tipo',
      'filters[geo]=1',
    ]) {
      const response = await fetch(new URL(`/empleos?${query}`, baseUrl));
      expect(response.status, query).toBe(200);
      expect(await response.text(), query).toContain('Empleos en Colombia</h1>');
    }
  });
});

describe('detailAction on the selected vacancy', () => {
  it.each(['desktop', 'mobile'] as const)('share opens its share menu (%s)', async (viewport) => {
    const [job] = await firstTwoJobs();
    await withPage(viewport, async (page) => {
      await page.goto(`/empleos?jobSlug=${job}&detailAction=share`);
      await hydrated(page);
      const menu = detailPanel(page).getByRole('list', { name: 'Compartir la vacante' }).first();
      await shown(menu);
      await page.goto(`/empleos?jobSlug=${job}`);
      await hydrated(page);
      await expect(
        detailPanel(page).getByRole('list', { name: 'Compartir la vacante' }).first().isVisible(),
      ).resolves.toBe(false);
    });
  });

  it.each(['desktop', 'mobile'] as const)(
    "apply focuses the apply card, whose link leads to the vacancy's apply page (%s)",
    async (viewport) => {
      const [job] = await firstTwoJobs();
      await withPage(viewport, async (page) => {
        await page.goto(`/empleos?jobSlug=${job}&detailAction=apply`);
        await hydrated(page);
        await page.waitForFunction(() => {
          const active = document.activeElement;
          return (
            active?.textContent === 'Postularme' &&
            active.closest('section')?.querySelector('h3')?.textContent === '¿Te interesa esta vacante?'
          );
        });
        await expect(
          page.evaluate(() => document.activeElement?.getAttribute('href') ?? ''),
        ).resolves.toMatch(/^\/empleos\/postular\//);
      });
    },
  );
});

describe('the visit campaign on the way to apply', () => {
  it('stays on the listing links and reaches the apply link of the vacancy chosen in the panel', async () => {
    const [, second] = await firstTwoJobs();
    await withPage('desktop', async (page) => {
      const campaign = 'utm_source=boletin&utm_campaign=noviembre&gclid=abc';
      await page.goto(`/empleos?${campaign}`);
      await hydrated(page);
      // The card and the panel link to the vacancy page with the campaign, for visits without JavaScript.
      await page
        .getByRole('list', { name: 'Resultados de la búsqueda' })
        .locator(`a[href="/empleos/${second}?${campaign}"]`)
        .click();
      await page.waitForURL((url) => url.searchParams.get('jobSlug') === second);
      expect(new URL(page.url()).searchParams.get('utm_source')).toBe('boletin');
      await shown(detailPanel(page).locator(`a[href="/empleos/${second}?${campaign}"]`));
      const apply = await applyTarget(page, detailPanel(page));
      expect(apply.pathname).toBe(`/empleos/postular/${second}`);
      expect(Object.fromEntries(apply.searchParams)).toEqual({
        utm_source: 'boletin',
        utm_campaign: 'noviembre',
        gclid: 'abc',
      });
    });
  });

  it('keeps suggestedByMatcher only for the vacancy the URL names', async () => {
    const [first, second] = await firstTwoJobs();
    await withPage('desktop', async (page) => {
      await page.goto(`/empleos/${second}?utm_source=matcher&suggestedByMatcher=true`);
      const fromPage = await applyTarget(page);
      expect(fromPage.pathname).toBe(`/empleos/postular/${second}`);
      expect(Object.fromEntries(fromPage.searchParams)).toEqual({
        utm_source: 'matcher',
        suggestedByMatcher: 'true',
      });

      await page.goto(`/empleos?jobSlug=${second}&suggestedByMatcher=true`);
      expect((await applyTarget(page, detailPanel(page))).searchParams.get('suggestedByMatcher')).toBe(
        'true',
      );

      // Without jobSlug the panel shows the first result, which the matcher did not suggest.
      await page.goto('/empleos?suggestedByMatcher=true');
      const unnamed = await applyTarget(page, detailPanel(page));
      expect(unnamed.pathname).toBe(`/empleos/postular/${first}`);
      expect(unnamed.searchParams.has('suggestedByMatcher')).toBe(false);
    });
  });
});

/** The vacancy links of a listing's results, in order. */
async function resultLinks(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Resultados de la búsqueda' })
    .getByRole('heading')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

describe('unknown or malformed listing parameters', () => {
  it('are ignored on landings and company job sites too', async () => {
    const company = await busiestCompany();
    const landing = (await api<{ url: string }[]>('/v1/landing/list/by-location'))[0]?.url;
    expect(landing).toBeDefined();
    for (const path of [`/empresas/${company.id}`, landing]) {
      for (const query of ['order[field]=bogus', 'filters[bogus][]=1', 'filters[salary][from]=abc']) {
        const response = await fetch(new URL(`${path}?${query}`, baseUrl));
        expect(response.status, `${path}?${query}`).toBe(200);
      }
    }
  });

  it('keep the valid values beside an ignored one', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/empleos?filters[city][]=bogota&order[field]=publishedAt&order[direction]=ASC');
      const expected = await resultLinks(page);
      await page.goto(
        '/empleos?filters[city][]=bogota&filters[bogus][]=1&order[field]=publishedAt&order[direction]=ASC',
      );
      expect(await resultLinks(page)).toEqual(expected);
    });
  });
});

describe('a filter value written as a name', () => {
  it('with capitals or accents is read as its slug, the way the feed import reads names', async () => {
    const { rows } = await api<SearchAnswer>(
      '/v1/public/jobs/search?filters[city][]=bogota&paginator[page]=1',
    );
    expect(rows.length).toBeGreaterThan(0);
    await withPage('desktop', async (page) => {
      await page.goto('/empleos?filters[city][]=bogota');
      const bySlug = await resultLinks(page);
      expect(bySlug.length).toBeGreaterThan(0);
      for (const name of ['Bogotá', 'BOGOTÁ', 'bogotá', 'Bogota']) {
        const response = await page.goto(`/empleos?filters[city][]=${encodeURIComponent(name)}`);
        expect(response?.status(), name).toBe(200);
        expect(await resultLinks(page), name).toEqual(bySlug);
        // The page's own links write the value as its slug.
        const listingLinks = await page
          .locator('main a[href^="/empleos?"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        for (const href of listingLinks) expect(href, name).not.toMatch(/Bogot%C3%A1|BOGOT/);
      }
    });
  });
});
