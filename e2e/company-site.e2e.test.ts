import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setUpChromium } from './support/chromium.ts';
import { hydrated, shown } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');

const { withPage } = setUpChromium(baseUrl);

async function api<T>(path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(new URL(`/api/jobs${path}`, baseUrl));
  return { status: response.status, body: (await response.json()) as T };
}

type SearchAnswer = {
  rows: { jobSlug: string; companySlug: string }[];
  counters: Record<string, { id: string; label: string }[]>;
};
type Detail = { h1: string; externalApplyUrl: string | null };

type Site = {
  company: string;
  /** The first three vacancies of its site, as the API gives their detail there. */
  jobs: { slug: string; h1: string }[];
  /** A vacancy of another company's site, which this site does not show. */
  foreign: { slug: string; h1: string };
};

let site: Site | undefined;

/** The company with the most public vacancies, whose first ones take applications on the site. */
async function companySite(): Promise<Site> {
  if (site) return site;
  const all = await api<SearchAnswer>('/v1/public/jobs/search?paginator[page]=1');
  const company = all.body.counters.company?.[0]?.id;
  if (!company) throw new Error('The search counted no company');
  const own = await api<SearchAnswer>(`/v1/public/jobs/search?companySlug=${company}&paginator[page]=1`);
  const jobs = [];
  for (const { jobSlug } of own.body.rows.slice(0, 3)) {
    const detail = await api<Detail>(`/v1/public/jobs/${jobSlug}?companyShowSlug=${company}`);
    if (detail.body.externalApplyUrl !== null) throw new Error(`${jobSlug} takes applications elsewhere`);
    jobs.push({ slug: jobSlug, h1: detail.body.h1 });
  }
  if (jobs.length < 3) throw new Error(`${company} has fewer than three vacancies`);
  for (const { jobSlug } of all.body.rows) {
    if ((await api<Detail>(`/v1/public/jobs/${jobSlug}?companyShowSlug=${company}`)).status !== 404) continue;
    const detail = await api<Detail>(`/v1/public/jobs/${jobSlug}`);
    site = { company, jobs, foreign: { slug: jobSlug, h1: detail.body.h1 } };
    return site;
  }
  throw new Error(`Every listed vacancy is on the site of ${company}`);
}

const job = (index: number) => {
  const found = site?.jobs[index];
  if (!found) throw new Error(`No vacancy ${index}`);
  return found;
};

const results = (page: Page) => page.getByRole('list', { name: 'Resultados de la búsqueda' });
const cardLink = (page: Page, slug: string) =>
  results(page).getByRole('heading', { level: 2 }).locator(`a[href^="/empresas/${site?.company}/${slug}"]`);
const detailPanel = (page: Page) => page.getByRole('dialog', { name: 'Detalle de la vacante' });
const isModal = (page: Page) =>
  page.evaluate(
    () => document.querySelector('dialog[aria-label="Detalle de la vacante"]')?.matches(':modal') ?? false,
  );
const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** The apply link's target: the vacancy's apply page and what it carries, as `path?a=1&b=2` sorted. */
async function applyTarget(scope: Locator): Promise<string> {
  const href = await scope.locator('a[href^="/empleos/postular/"]').first().getAttribute('href');
  const url = new URL(href ?? '', baseUrl);
  url.searchParams.sort();
  return `${url.pathname}${url.search}`;
}

describe('the detail panel of a company job site', () => {
  it('opens a vacancy of the site from its card, and from jobSlug in the URL (desktop)', async () => {
    const { company } = await companySite();
    await withPage('desktop', async (page) => {
      await page.goto(`/empresas/${company}`);
      await hydrated(page);
      // Without a choice the desktop panel shows the first result, as on /empleos.
      await shown(detailPanel(page).getByRole('heading', { level: 2, name: job(0).h1 }));
      await expect(detailPanel(page).getAttribute('data-selected')).resolves.toBeNull();

      await cardLink(page, job(1).slug).click();
      await page.waitForURL((url) => url.searchParams.get('jobSlug') === job(1).slug);
      expect(new URL(page.url()).pathname).toBe(`/empresas/${company}`);
      await shown(detailPanel(page).getByRole('heading', { level: 2, name: job(1).h1 }));
      await expect(
        detailPanel(page).getByRole('link', { name: 'Abrir en una página' }).getAttribute('href'),
      ).resolves.toBe(`/empresas/${company}/${job(1).slug}`);
      await expect(
        results(page)
          .locator(`article:has(h2 a[href="/empresas/${company}/${job(1).slug}"])`)
          .getAttribute('aria-current'),
      ).resolves.toBe('true');

      await page.goto(`/empresas/${company}?jobSlug=${job(2).slug}`);
      await shown(detailPanel(page).getByRole('heading', { level: 2, name: job(2).h1 }));
      await expect(detailPanel(page).getAttribute('data-selected')).resolves.toBe('');
      // Its similar vacancies stay on the site when it has some alike, as on the vacancy's page.
      const similar = await detailPanel(page)
        .locator('#similar-jobs-title + ul a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of similar) expect(href).toMatch(new RegExp(`^/(empresas/${company}|empleos)/`));
    });
  });

  it('opens the vacancy in a drawer on mobile, which its back link closes', async () => {
    const { company } = await companySite();
    await withPage('mobile', async (page) => {
      await page.goto(`/empresas/${company}`);
      await hydrated(page);
      await expect(detailPanel(page).isVisible()).resolves.toBe(false);
      await cardLink(page, job(1).slug).click();
      await page.waitForURL((url) => url.searchParams.get('jobSlug') === job(1).slug);
      await expect.poll(() => isModal(page), { timeout: 10_000 }).toBe(true);
      await shown(detailPanel(page).getByRole('heading', { level: 2, name: job(1).h1 }));

      await detailPanel(page)
        .getByRole('link', { name: /Volver a los resultados/ })
        .click();
      await page.waitForURL((url) => !url.searchParams.has('jobSlug'));
      await expect.poll(() => isModal(page), { timeout: 10_000 }).toBe(false);
      await expect.poll(() => detailPanel(page).isVisible(), { timeout: 10_000 }).toBe(false);
    });
  });

  it.each(['desktop', 'mobile'] as const)(
    'leads from a company job page and its panel to the apply page, with the visit campaign (%s)',
    async (viewport) => {
      const { company } = await companySite();
      const applyPage = `/empleos/postular/${job(1).slug}?suggestedByMatcher=true&utm_source=boletin`;
      await withPage(viewport, async (page) => {
        await page.goto(`/empresas/${company}/${job(1).slug}?utm_source=boletin&suggestedByMatcher=true`);
        expect(await applyTarget(page.locator('main'))).toBe(applyPage);
        const response = await page.goto(
          `/empresas/${company}?jobSlug=${job(1).slug}&utm_source=boletin&suggestedByMatcher=true`,
        );
        expect(response?.status()).toBe(200);
        await hydrated(page);
        await shown(detailPanel(page).getByRole('heading', { level: 2, name: job(1).h1 }));
        if (viewport === 'mobile') await expect.poll(() => isModal(page), { timeout: 10_000 }).toBe(true);
        // Applying from the panel goes on with the same campaign and matcher suggestion.
        expect(await applyTarget(detailPanel(page))).toBe(applyPage);
      });
    },
  );

  it("ignores another site's vacancy named by jobSlug, showing the site's first result", async () => {
    const { company, foreign } = await companySite();
    const response = await fetch(new URL(`/empresas/${company}?jobSlug=${foreign.slug}`, baseUrl));
    expect(response.status).toBe(200);
    // No link of the page keeps it.
    expect(await response.text()).not.toContain(`jobSlug=${foreign.slug}`);
    await withPage('desktop', async (page) => {
      await page.goto(`/empresas/${company}?jobSlug=${foreign.slug}&detailAction=share`);
      await hydrated(page);
      await shown(detailPanel(page).getByRole('heading', { level: 2, name: job(0).h1 }));
      await expect(detailPanel(page).getAttribute('data-selected')).resolves.toBeNull();
      await expect(detailPanel(page).getByRole('heading', { name: foreign.h1 }).count()).resolves.toBe(0);
      await expect(
        detailPanel(page).getByRole('list', { name: 'Compartir la vacante' }).first().isVisible(),
      ).resolves.toBe(false);
    });
    await withPage('mobile', async (page) => {
      await page.goto(`/empresas/${company}?jobSlug=${foreign.slug}`);
      await hydrated(page);
      await expect(isModal(page)).resolves.toBe(false);
      await expect(detailPanel(page).isVisible()).resolves.toBe(false);
    });
  });

  it('stays a widget as the visitor opens and closes vacancies in it', async () => {
    const { company } = await companySite();
    await withPage('desktop', async (page) => {
      await page.goto(`/empresas/${company}?widgetType=iframe`);
      await hydrated(page);
      await expect(cardLink(page, job(1).slug).getAttribute('href')).resolves.toBe(
        `/empresas/${company}/${job(1).slug}?widgetType=iframe`,
      );
      await cardLink(page, job(1).slug).click();
      await page.waitForURL((url) => url.searchParams.get('jobSlug') === job(1).slug);
      expect(search(page)).toEqual({ jobSlug: job(1).slug, widgetType: 'iframe' });
      await shown(detailPanel(page).getByRole('heading', { level: 2, name: job(1).h1 }));
      await detailPanel(page)
        .getByRole('link', { name: /Volver a los resultados/ })
        .click();
      await page.waitForURL((url) => !url.searchParams.has('jobSlug'));
      expect(search(page)).toEqual({ widgetType: 'iframe' });
      await cardLink(page, job(2).slug).click();
      await page.waitForURL((url) => url.searchParams.get('jobSlug') === job(2).slug);
      await shown(detailPanel(page).getByRole('heading', { level: 2, name: job(2).h1 }));
      await expect(page.getByRole('banner').count()).resolves.toBe(0);
      await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
    });
  });

  it("keeps widget mode on the links of a vacancy's own page in the widget", async () => {
    const { company } = await companySite();
    await withPage('desktop', async (page) => {
      await page.goto(`/empresas/${company}/${job(0).slug}?widgetType=iframe`);
      const links = await page
        .getByRole('main')
        .locator(`a[href^="/empresas/${company}"]`)
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      // The company card's link back to the site, and any similar vacancies of the company.
      expect(links.length).toBeGreaterThan(0);
      for (const href of links) {
        expect(new URL(href, baseUrl).searchParams.get('widgetType'), href).toBe('iframe');
      }
      await expect(page.getByRole('banner').count()).resolves.toBe(0);
    });
  });
});

describe('card links without JavaScript', () => {
  const campaign = 'utm_source=boletin&utm_campaign=noviembre&gclid=abc';

  it('keep the visit campaign on the way to the vacancy page and its apply link', async () => {
    const { company } = await companySite();
    await withPage(
      'desktop',
      async (page) => {
        await page.goto(`/empresas/${company}?${campaign}&utm_source=otra&q=`);
        const hrefs = await results(page)
          .getByRole('heading', { level: 2 })
          .getByRole('link')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs)
          expect(href).toMatch(new RegExp(`^/empresas/${company}/[^?]+\\?${campaign}$`));

        await cardLink(page, job(1).slug).click();
        await page.waitForURL((url) => url.pathname === `/empresas/${company}/${job(1).slug}`);
        expect(search(page)).toEqual({ utm_source: 'boletin', utm_campaign: 'noviembre', gclid: 'abc' });
        expect(await applyTarget(page.locator('main'))).toBe(
          `/empleos/postular/${job(1).slug}?gclid=abc&utm_campaign=noviembre&utm_source=boletin`,
        );
      },
      { javaScriptEnabled: false },
    );
  });

  it('keep it on /empleos and on a landing too', async () => {
    const landings = await api<{ url: string }[]>('/v1/landing/list/by-location');
    const landing = landings.body[0]?.url;
    if (!landing) throw new Error('No landing');
    await withPage(
      'mobile',
      async (page) => {
        for (const path of ['/empleos', landing]) {
          await page.goto(`${path}?${campaign}`);
          const hrefs = await results(page)
            .getByRole('heading', { level: 2 })
            .getByRole('link')
            .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
          expect(hrefs.length, path).toBeGreaterThan(0);
          for (const href of hrefs) expect(href, path).toMatch(new RegExp(`^/empleos/[^?]+\\?${campaign}$`));
        }
      },
      { javaScriptEnabled: false },
    );
  });
});
