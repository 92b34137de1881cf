import { LANDING_TYPES } from '@camello/domain';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { setUpChromium, type ViewportName } from './support/chromium.ts';
import { shown } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');

const { withPage, withPageAt } = setUpChromium(baseUrl);
/** Every page these tests open answers 200. */
const visit = <T>(viewport: ViewportName, path: string, run: (page: Page) => Promise<T>) =>
  withPageAt(viewport, path, run, { status: 200 });

async function firstLanding(
  type: string,
): Promise<{ slug: string; url: string; h1: string; quotas: number }> {
  const response = await fetch(new URL(`/api/jobs/v1/landing/list/${type}`, baseUrl));
  const [landing] = (await response.json()) as { slug: string; url: string; h1: string; quotas: number }[];
  if (!landing) throw new Error(`No ${type} landing`);
  return landing;
}

describe('landing pages', () => {
  it.each(LANDING_TYPES)(
    'render a %s landing: h1, openings, its vacancies and related landings',
    async (type) => {
      const landing = await firstLanding(type);
      await visit('desktop', landing.url, async (page) => {
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(landing.h1);
        await expect(page.title()).resolves.toContain(landing.h1);
        const jobLinks = page.locator('main a[href^="/empleos/"]');
        expect(await jobLinks.count()).toBeGreaterThan(0);
        expect(await jobLinks.count()).toBeLessThanOrEqual(15);
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(canonical).toBe(new URL(landing.url, baseUrl).href);
        const crumbs = await page
          .getByRole('navigation', { name: 'Estás en' })
          .getByRole('listitem')
          .allTextContents();
        expect(crumbs.at(-1)).toBe(landing.h1);
      });
    },
  );

  it('links each related landing to a page that exists', async () => {
    const landing = await firstLanding('by-location');
    const related = await visit('desktop', landing.url, (page) =>
      page
        .getByRole('region', { name: 'Búsquedas relacionadas' })
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? '')),
    );
    expect(related.length).toBeGreaterThan(0);
    for (const href of related.slice(0, 3)) {
      expect((await fetch(new URL(href, baseUrl))).status, href).toBe(200);
    }
  });

  it('shows 12 vacancies in the side list on desktop and 15 on mobile', async () => {
    const response = await fetch(new URL('/api/jobs/v1/landing/list/by-location', baseUrl));
    const landings = (await response.json()) as { url: string; quotas: number }[];
    const busiest = landings.reduce((best, landing) => (landing.quotas > best.quotas ? landing : best));
    const visibleCards = (viewport: ViewportName) =>
      visit(viewport, busiest.url, (page) =>
        page
          .getByRole('list', { name: 'Resultados de la búsqueda' })
          // Not by role: the hidden cards are out of the accessibility tree.
          .locator('li')
          .evaluateAll((items) => [items.length, items.filter((item) => item.checkVisibility()).length]),
      );
    await expect(visibleCards('desktop')).resolves.toEqual([15, 12]);
    await expect(visibleCards('mobile')).resolves.toEqual([15, 15]);
  });

  it('answers 404 for a landing slug that names nothing', async () => {
    expect((await fetch(new URL('/trabajos/empleos-en-la-luna', baseUrl))).status).toBe(404);
  });
});

describe('category index pages', () => {
  it('show the tabs, up to 39 cards with es-CO counts, and the action links', async () => {
    await visit('desktop', '/trabajos/empleos-por-ciudades', async (page) => {
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
        'Empleos por ciudades',
      );
      const tabs = page.getByRole('navigation', { name: 'Tipos de categoría' });
      await expect(tabs.getByRole('link', { name: 'Por ciudad' }).getAttribute('aria-current')).resolves.toBe(
        'page',
      );
      const cards = page.locator('main ul li a[href^="/trabajos/empleos-en-"]');
      const count = await cards.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(39);
      await expect(cards.first().textContent()).resolves.toMatch(/\d+ vacantes?$/);
      await tabs.getByRole('link', { name: 'Por sector' }).click();
      await page.getByRole('heading', { level: 1, name: 'Empleos por sector laboral' }).waitFor();
    });
  });

  it('filter by letter with plain links, Ñ included, without JavaScript', async () => {
    await withPage(
      'desktop',
      async (page) => {
        await page.goto('/trabajos/empleos-por-ciudades');
        const alphabet = page.getByRole('navigation', { name: 'Filtrar por letra' });
        await expect(
          alphabet.getByRole('link', { name: 'Empiezan por Ñ' }).getAttribute('href'),
        ).resolves.toBe('/trabajos/empleos-por-ciudades?letra=%C3%91');
        await alphabet.getByRole('link', { name: 'Empiezan por B' }).click();
        await page.waitForURL('**/trabajos/empleos-por-ciudades?letra=B');
        const titles = await page
          .locator('main a[href^="/trabajos/empleos-en-"] span:first-of-type')
          .allTextContents();
        expect(titles.length).toBeGreaterThan(0);
        for (const title of titles) expect(title.normalize('NFD').charAt(0)).toBe('B');
        await expect(
          alphabet.getByRole('link', { name: 'Empiezan por B' }).getAttribute('aria-current'),
        ).resolves.toBe('true');
      },
      { javaScriptEnabled: false },
    );
  });

  it('list the companies hiring, each linking to its job site', async () => {
    await visit('desktop', '/empresas', async (page) => {
      const card = page.locator('main a[href^="/empresas/"]').first();
      const href = await card.getAttribute('href');
      await card.click();
      await page.waitForURL(`**${href}`);
      expect(await page.locator('main a[href^="/empresas/"]').count()).toBeGreaterThan(0);
    });
  });
});

describe('mega-menu header', () => {
  it('shows the social row, search bar, sign-in area and breadcrumbs on desktop', async () => {
    const landing = await firstLanding('by-sector');
    await visit('desktop', landing.url, async (page) => {
      const header = page.getByRole('banner');
      await expect(
        header.getByRole('navigation', { name: 'Categorías de empleo' }).isVisible(),
      ).resolves.toBe(true);
      await expect(header.getByRole('search').isVisible()).resolves.toBe(true);
      await expect(header.getByRole('link', { name: 'Ingresar' }).isVisible()).resolves.toBe(true);
      await expect(header.getByRole('link', { name: 'Crear cuenta' }).isVisible()).resolves.toBe(true);
      // A landing stays as it is after signing in (spec §2 redirect table: worksBySlug).
      const signIn = new URL(
        (await header.getByRole('link', { name: 'Ingresar' }).getAttribute('href')) ?? '',
        baseUrl,
      );
      expect(signIn.pathname).toBe('/ingresar');
      expect(Buffer.from(signIn.searchParams.get('forwardUrl') ?? '', 'base64').toString()).toBe(landing.url);
      await expect(header.getByRole('button', { name: 'Menú' }).isVisible()).resolves.toBe(false);
      await header.getByRole('searchbox').fill('cocinero');
      await header.getByRole('searchbox').press('Enter');
      await page.waitForURL('**/empleos?q=cocinero');
    });
  });

  it('keeps the social row on one line at a tablet’s width, its icons whole or given way', async () => {
    await visit('desktop', '/trabajos/empleos-por-cargo', async (page) => {
      const row = page
        .getByRole('banner')
        .getByRole('navigation', { name: 'Categorías de empleo' })
        .locator('..');
      // By CSS, not by role: the link is still there when its row hides it.
      const instagram = row.locator('a[aria-label="Síguenos en Instagram"]');
      for (const width of [768, 900, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        // One line of tabs, links and icons: a tab such as "Por ciudad" would break in two first.
        const tab = page.getByRole('banner').getByRole('link', { name: 'Por ciudad' });
        expect((await tab.boundingBox())?.height, `"Por ciudad" at ${width} px`).toBeLessThan(40);
        expect(await row.evaluate((inner) => inner.scrollWidth - inner.clientWidth), `at ${width} px`).toBe(
          0,
        );
        // An icon is drawn at its size or not at all: squeezed, it shrank to 7 px at 768.
        const iconWidth = await instagram
          .locator('svg')
          .evaluate((icon) => icon.getBoundingClientRect().width);
        expect([0, 18], `the Instagram icon's width at ${width} px`).toContain(iconWidth);
      }
      expect(await instagram.isVisible()).toBe(true);
    });
  });

  it('opens the mobile drawer menu as a modal dialog and closes it', async () => {
    await visit('mobile', '/trabajos/empleos-por-cargo', async (page) => {
      const open = page.getByRole('button', { name: 'Menú' });
      await open.click();
      const drawer = page.getByRole('dialog', { name: 'Menú principal' });
      // The index pages return to the jobs list after signing in (spec §2 redirect table: byOccupation).
      const signIn = new URL(
        (await drawer.getByRole('link', { name: 'Ingresar' }).getAttribute('href')) ?? '',
        baseUrl,
      );
      expect(Buffer.from(signIn.searchParams.get('forwardUrl') ?? '', 'base64').toString()).toBe('/empleos');
      await drawer.waitFor({ state: 'visible' });
      for (const name of [
        'Inicio',
        'Por ciudad',
        'Por cargo',
        'Por sector',
        'Ver todos los empleos',
        'Blog',
        'Centro de ayuda',
        'Crear cuenta',
        'Ingresar',
      ]) {
        // Opened before the page was interactive, the drawer is drawn again as a dialog once it is.
        await shown(drawer.getByRole('link', { name, exact: true }));
      }
      await expect(drawer.getByRole('link', { name: 'Síguenos en Instagram' }).count()).resolves.toBe(1);
      // Opened before the page was interactive, it is shown by its link and turns modal once it is.
      await expect.poll(async () => (await menuState(page)).modal).toBe(true);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await open.click();
      await drawer.getByRole('link', { name: 'Por ciudad' }).click();
      await page.waitForURL('**/trabajos/empleos-por-ciudades');
      await drawer.waitFor({ state: 'hidden' });
    });
  });
});

type MenuState = {
  modal: boolean;
  inert: boolean;
  /** Its CSS animation: name (as the CSS module calls it) and duration. */
  animation: string;
  pageScrolls: boolean;
  focusOnToggle: boolean;
};

const menuState = (page: Page) =>
  page.evaluate((): MenuState => {
    const drawer = document.querySelector<HTMLDialogElement>('dialog[aria-label="Menú principal"]');
    const style = drawer ? getComputedStyle(drawer) : null;
    const toggle = document.querySelector(`[aria-controls="${drawer?.id}"]`);
    return {
      modal: drawer?.matches(':modal') ?? false,
      inert: drawer?.inert ?? false,
      animation: style ? `${style.animationName} ${style.animationDuration}` : '',
      pageScrolls: getComputedStyle(document.documentElement).overflow !== 'hidden',
      focusOnToggle: toggle !== null && toggle === document.activeElement,
    };
  });

/**
 * Stops the page's fake clock (installed with `page.clock.install()` before the page loaded), so
 * that the test moves the page's timers on with `page.clock.runFor`.
 */
const pauseClock = async (page: Page) => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);

describe('mobile drawer menu timings (spec §4)', () => {
  it('slides in over 100 ms and out over 500 ms, inert, keeping the page still until it is gone', async () => {
    await withPage('mobile', async (page) => {
      await page.clock.install();
      await page.goto('/trabajos/empleos-por-cargo', { waitUntil: 'load' });
      const drawer = page.getByRole('dialog', { name: 'Menú principal' });
      await page.getByRole('button', { name: 'Menú' }).click();
      await expect.poll(async () => (await menuState(page)).modal).toBe(true);
      expect(await menuState(page)).toMatchObject({
        animation: expect.stringMatching(/slide-in\S* 0\.1s$/),
        inert: false,
        pageScrolls: false,
      });

      await pauseClock(page);
      const byCity = drawer.getByRole('link', { name: 'Por ciudad' });
      const box = await byCity.boundingBox();
      if (!box) throw new Error('No «Por ciudad» link in the menu');
      await drawer.getByRole('button', { name: 'Cerrar' }).click();
      await expect.poll(async () => (await menuState(page)).inert).toBe(true);
      expect(await menuState(page)).toMatchObject({
        modal: true,
        animation: expect.stringMatching(/slide-out\S* 0\.5s$/),
        pageScrolls: false,
      });
      // A tap on one of its links while it slides out reaches no link.
      await page.evaluate(() => {
        document.addEventListener('click', (event) => {
          const link = (event.target as Element).closest('a');
          (window as { clickedLink?: string | null }).clickedLink = link?.textContent ?? null;
        });
      });
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await expect(
        page.evaluate(() => (window as { clickedLink?: string | null }).clickedLink ?? null),
      ).resolves.toBeNull();

      await page.clock.runFor(499);
      await expect(menuState(page)).resolves.toMatchObject({ modal: true, pageScrolls: false });
      await page.clock.runFor(1);
      await expect.poll(async () => (await menuState(page)).modal).toBe(false);
      expect(await menuState(page)).toMatchObject({ pageScrolls: true, focusOnToggle: true });
      await expect(drawer.isVisible()).resolves.toBe(false);
      expect(new URL(page.url()).pathname).toBe('/trabajos/empleos-por-cargo');
    });
  });

  it('closes at once, without sliding, for visitors who prefer reduced motion', async () => {
    await withPage('mobile', async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.clock.install();
      await page.goto('/trabajos/empleos-por-cargo', { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Menú' }).click();
      await expect.poll(async () => (await menuState(page)).modal).toBe(true);
      expect((await menuState(page)).animation).toMatch(/^none /);
      // With the clock stopped, a closing delay would never end.
      await pauseClock(page);
      await page.keyboard.press('Escape');
      await expect.poll(async () => (await menuState(page)).modal).toBe(false);
      expect(await menuState(page)).toMatchObject({ pageScrolls: true, focusOnToggle: true });
    });
  });

  it('becomes the modal drawer when its link opened it before the page was interactive', async () => {
    await visit('mobile', '/trabajos/empleos-por-cargo#menu', async (page) => {
      await expect.poll(async () => (await menuState(page)).modal, { timeout: 10_000 }).toBe(true);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Menú principal' }).waitFor({ state: 'hidden' });
      expect(await menuState(page)).toMatchObject({ modal: false, pageScrolls: true });
    });
  });

  it('opens from its link and closes without JavaScript', async () => {
    await withPage(
      'mobile',
      async (page) => {
        await page.goto('/trabajos/empleos-por-cargo', { waitUntil: 'load' });
        const drawer = page.getByRole('dialog', { name: 'Menú principal' });
        await expect(drawer.isVisible()).resolves.toBe(false);
        await page.getByRole('button', { name: 'Menú' }).click();
        await drawer.waitFor({ state: 'visible' });
        await expect(drawer.getByRole('link', { name: 'Ingresar' }).isVisible()).resolves.toBe(true);
        await drawer.getByRole('button', { name: 'Cerrar' }).click();
        await drawer.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Menú' }).click();
        await drawer.getByRole('link', { name: 'Por ciudad' }).click();
        await page.waitForURL('**/trabajos/empleos-por-ciudades');
        await expect(drawer.isVisible()).resolves.toBe(false);
      },
      { javaScriptEnabled: false },
    );
  });
});
