import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium } from './support/chromium.ts';
import { hydrated, shown } from './support/page-state.ts';

const baseUrl = inject('e2eBaseUrl');
const { closedJobSlug } = inject('e2eFixtures');

const { withPage } = setUpChromium(baseUrl);

const search = (page: Page) => new URL(page.url()).searchParams;
const results = (page: Page) => page.getByRole('list', { name: 'Resultados de la búsqueda' });
const cardTitles = (page: Page) => results(page).getByRole('heading', { level: 2 }).allTextContents();
const detailDialog = 'dialog[aria-label="Detalle de la vacante"]';

describe('jobs listing on desktop', () => {
  it('searches, applies and clears a filter, and pages through the results, with every route known from the start', async () => {
    await withPage('desktop', async (page) => {
      // The browser gets the whole route manifest with the page's scripts: it never asks the server
      // for the routes of the links it shows (React Router's lazy discovery, a request per page view).
      const discoveries: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/__manifest') discoveries.push(request.url());
      });
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
      expect(discoveries).toEqual([]);
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

  it('copies the vacancy link from the share menu and confirms it, on the spec timings', async () => {
    await withPage('desktop', async (page, context) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
      await page.clock.install();
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      const panel = page.getByRole('dialog', { name: 'Detalle de la vacante' });
      const pageLink =
        (await panel.getByRole('link', { name: 'Abrir en una página' }).getAttribute('href')) ?? '';
      await pauseClock(page);
      await panel.locator('summary', { hasText: 'Compartir' }).first().click();
      const menu = panel.getByRole('list', { name: 'Compartir la vacante' });
      await expect(
        menu.first().getByRole('link', { name: 'WhatsApp' }).getAttribute('href'),
      ).resolves.toContain(encodeURIComponent(`${baseUrl}${pageLink}`));
      await watchTransition(page, `${detailDialog} ul[aria-label="Compartir la vacante"]`, 'data-closing');
      await menu.first().getByRole('button', { name: 'Copiar enlace' }).click();
      const notice = page.getByRole('status').filter({ hasText: 'Copiamos el enlace de la vacante.' });
      await shown(notice);
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(
        `${baseUrl}${pageLink}`,
      );
      // The menu fades out, mounted for 300 ms more, then leaves the page.
      const hiding = await transition(page);
      expect(animates(hiding, 'fade-out', 300), hiding.animations.join()).toBe(true);
      await page.clock.runFor(299);
      await expect(menu.count()).resolves.toBe(1);
      await page.clock.runFor(1);
      await expect.poll(() => menu.count()).toBe(0);
      // The notification sits in the top-right corner and closes by itself after 5000 ms.
      const box = await notice.boundingBox();
      expect(box?.y).toBeLessThan(100);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1440 - 50);
      await page.clock.runFor(4699);
      await expect(notice.count()).resolves.toBe(1);
      await page.clock.runFor(1);
      await expect.poll(() => notice.count()).toBe(0);
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
      // The values listed on the page show first; the API's lookup then replaces them.
      await expect.poll(() => listbox.getAttribute('aria-busy')).toBe('false');
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
      // Empty, the whole placeholder fits on a 390 px phone: the clear button's room is its own.
      const [placeholderWidth, room] = await box.evaluate((field: HTMLInputElement) => {
        const style = getComputedStyle(field);
        const context = document.createElement('canvas').getContext('2d');
        if (context) context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const padding = Number.parseFloat(style.paddingLeft) + Number.parseFloat(style.paddingRight);
        return [context?.measureText(field.placeholder).width ?? Number.NaN, field.clientWidth - padding];
      });
      expect(placeholderWidth).toBeLessThanOrEqual(room);
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

  it('toggles the filter panel over a dimmed page that does not scroll, sliding it out over 500 ms', async () => {
    await withPage('mobile', async (page) => {
      await page.clock.install();
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      await pauseClock(page);
      const toggle = page.getByRole('button', { name: 'Filtrar' });
      const filters = page.getByRole('region', { name: 'Filtros' });
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      await toggle.click();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
      await expect(filters.isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');

      await watchTransition(page, '#filtros', 'data-closing');
      await page.getByRole('button', { name: 'Cerrar los filtros' }).click();
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false');
      const closing = await transition(page);
      expect(animates(closing, 'slide-out', 500), closing.animations.join()).toBe(true);
      await page.clock.runFor(499);
      await expect(filters.isVisible()).resolves.toBe(true);
      await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('hidden');
      await page.clock.runFor(1);
      await expect.poll(() => filters.isVisible()).toBe(false);
      await expect(page.evaluate(() => document.body.style.overflow)).resolves.toBe('');
      // The focus was on the panel's close button: it goes back to the toggle.
      await expect(toggle.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
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
        expect(await wcagViolations(page)).toEqual([]);
      });
    },
  );
});

describe('filter cards with many values', () => {
  const sector = (page: Page) => page.getByRole('region', { name: 'Sector' });

  it('list their top values and show the rest with "Ver más"', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      const top = await sector(page).getByRole('listitem').count();
      await sector(page)
        .getByRole('link', { name: /^Ver \d+ más/ })
        .click();
      await page.waitForURL(/expandFilter=sector/);
      await expect.poll(() => sector(page).getByRole('listitem').count()).toBeGreaterThan(top);
      expect(
        await sector(page)
          .getByRole('link', { name: /^Ver \d+ más/ })
          .count(),
      ).toBe(0);
    });
  });

  it('show the rest without JavaScript through a link to the card whole', async () => {
    await withPage(
      'desktop',
      async (page) => {
        await page.goto('/empleos', { waitUntil: 'load' });
        const top = await sector(page).getByRole('listitem').count();
        await sector(page)
          .getByRole('link', { name: /^Ver \d+ más/ })
          .click();
        await page.waitForURL(/expandFilter=sector/);
        expect(await sector(page).getByRole('listitem').count()).toBeGreaterThan(top);
        // Applying a value from the whole card works as from its top values.
        await sector(page).getByRole('list').getByRole('link').last().click();
        await page.waitForURL(/filters%5Bsector%5D/);
        expect(new URL(page.url()).searchParams.has('expandFilter')).toBe(false);
        await shown(page.getByText('1 filtro aplicado'));
      },
      { javaScriptEnabled: false },
    );
  });
});

describe('jobs listing without JavaScript', () => {
  it('searches, filters, pages and opens a vacancy with plain links and forms', async () => {
    await withPage(
      'desktop',
      async (page) => {
        await page.goto('/empleos', { waitUntil: 'load' });
        await page.getByRole('banner').getByRole('searchbox', { name: 'Buscar empleos' }).fill('auxiliar');
        await page.getByRole('banner').getByRole('button', { name: 'Buscar', exact: true }).click();
        await page.waitForURL(/q=auxiliar/);
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          'Empleos de auxiliar',
        );
        // Clearing needs JavaScript: without it the button is not there to press.
        expect(await page.getByRole('button', { name: 'Borrar la búsqueda' }).count()).toBe(0);

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
        ).resolves.toMatch(/^(\/empleos\/postular\/.+|https?:\/\/)/);
      },
      { javaScriptEnabled: false },
    );
  });

  it('says in the heading which city the search text named', async () => {
    await withPage(
      'desktop',
      async (page) => {
        await page.goto(`/empleos?q=${encodeURIComponent('mesero en Cartagena')}`, { waitUntil: 'load' });
        await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
          'Empleos de mesero en Cartagena',
        );
      },
      { javaScriptEnabled: false },
    );
  });

  it('answers 404 with its page for a vacancy that does not exist', async () => {
    const response = await fetch(`${baseUrl}/empleos/vacante-que-no-existe-x1`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('No encontramos esta página');
  });
});

type Transition = { started: boolean; animations: string[]; modal: boolean; heading: string };

/**
 * Records, in the page, the moment the element `selector` first gets `attribute`: what it animates
 * then, whether it is modal and its first heading.
 */
const watchTransition = (page: Page, selector: string, attribute: string) =>
  page.evaluate(
    ([selector, attribute]) => {
      const record: Transition = { started: false, animations: [], modal: false, heading: '' };
      (window as unknown as { transition: Transition }).transition = record;
      const observer = new MutationObserver(() => {
        const element = document.querySelector(selector);
        if (!element?.hasAttribute(attribute)) return;
        observer.disconnect();
        record.started = true;
        record.animations = element
          .getAnimations()
          .map(
            (animation) =>
              `${(animation as CSSAnimation).animationName} ${animation.effect?.getTiming().duration}`,
          );
        record.modal = element.matches(':modal');
        record.heading = element.querySelector('h2')?.textContent ?? '';
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: [attribute],
      });
    },
    [selector, attribute] as const,
  );
const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { transition: Transition }).transition);
/** The transition ran the CSS animation `name` (its keyframes, whatever the CSS module calls them) over `ms`. */
const animates = (record: Transition, name: string, ms: number) =>
  record.animations.some((animation) => animation.includes(name) && animation.endsWith(` ${ms}`));
/** The recorded transition, once it has started (polled from here: the page's clock may be paused). */
const transition = async (page: Page) => {
  await expect.poll(async () => (await recorded(page)).started, { timeout: 10_000 }).toBe(true);
  return recorded(page);
};
/**
 * Stops the page's fake clock (installed with `page.clock.install()` before the page loaded), so
 * that the test moves the page's timers on with `page.clock.runFor`.
 */
const pauseClock = async (page: Page) => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
const isModal = (page: Page) =>
  page.evaluate((selector) => document.querySelector(selector)?.matches(':modal') ?? false, detailDialog);
/** Holds every data request of client navigations until the returned release is called. */
async function holdNavigationData(page: Page): Promise<() => void> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.endsWith('.data'),
    async (route) => {
      await gate;
      await route.continue();
    },
  );
  return release;
}
const visibleSkeletonSections = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Detalle de la vacante' })
    .getByRole('status', { name: 'Cargando la vacante' })
    .locator(':scope > *:visible')
    .count();

describe('vacancy drawer and panel timings (spec §4)', () => {
  it('slides the mobile drawer in over 100 ms with the 2-section skeleton, and out over 500 ms on going back', async () => {
    await withPage('mobile', async (page) => {
      await page.clock.install();
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      const panel = page.getByRole('dialog', { name: 'Detalle de la vacante' });
      const href = await results(page)
        .getByRole('listitem')
        .nth(1)
        .getByRole('heading')
        .getByRole('link')
        .getAttribute('href');
      const titleLink = results(page).locator(`h2 a[href="${href}"]`);
      const title = (await titleLink.textContent()) ?? '';

      const release = await holdNavigationData(page);
      await watchTransition(page, detailDialog, 'data-selected');
      await titleLink.click();
      // The drawer opens at once, while the vacancy loads.
      await expect.poll(() => isModal(page), { timeout: 10_000 }).toBe(true);
      const opening = await transition(page);
      expect(animates(opening, 'slide-in', 100), opening.animations.join()).toBe(true);
      await expect.poll(() => visibleSkeletonSections(page), { timeout: 10_000 }).toBe(2);
      release();
      await page.waitForURL(/jobSlug=/);
      await shown(panel.getByRole('heading', { level: 2, name: title }));
      await page.unrouteAll();
      const openHeading = await panel.locator('h2').first().textContent();

      await pauseClock(page);
      await watchTransition(page, detailDialog, 'data-closing');
      await page.goBack();
      await page.waitForURL((url) => !url.search.includes('jobSlug'));
      const closing = await transition(page);
      expect(animates(closing, 'slide-out', 500), closing.animations.join()).toBe(true);
      // Still the modal drawer of the same vacancy while it slides out (the panel's default
      // vacancy, the first result, only comes in once it has closed).
      expect(closing.modal).toBe(true);
      expect(closing.heading).toBe(openHeading);
      await page.clock.runFor(499);
      await expect(isModal(page)).resolves.toBe(true);
      await expect(panel.locator('h2').first().textContent()).resolves.toBe(openHeading);
      await page.clock.runFor(1);
      await expect.poll(() => isModal(page)).toBe(false);
      await expect(panel.isVisible()).resolves.toBe(false);
      await expect.poll(() => titleLink.evaluate((element) => element === document.activeElement)).toBe(true);
    });
  });

  it('closes the drawer at once, without sliding, for visitors who prefer reduced motion', async () => {
    await withPage('mobile', async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      await results(page).getByRole('listitem').first().getByRole('heading').getByRole('link').click();
      await page.waitForURL(/jobSlug=/);
      await expect.poll(() => isModal(page), { timeout: 10_000 }).toBe(true);
      await expect(
        page.evaluate((selector) => document.querySelector(selector)?.getAnimations().length, detailDialog),
      ).resolves.toBe(0);
      await watchTransition(page, detailDialog, 'data-closing');
      await page.keyboard.press('Escape');
      await page.waitForURL((url) => !url.search.includes('jobSlug'));
      await expect.poll(() => isModal(page), { timeout: 10_000 }).toBe(false);
      await expect(recorded(page)).resolves.toMatchObject({ started: false });
    });
  });

  it('shows the 5-section skeleton in the desktop panel while a vacancy or a new list loads', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      let release = await holdNavigationData(page);
      await results(page).getByRole('listitem').nth(1).getByRole('heading').getByRole('link').click();
      await expect.poll(() => visibleSkeletonSections(page), { timeout: 10_000 }).toBe(5);
      release();
      await page.waitForURL(/jobSlug=/);
      await expect.poll(() => visibleSkeletonSections(page), { timeout: 10_000 }).toBe(0);
      await page.unrouteAll();

      release = await holdNavigationData(page);
      await page.getByRole('link', { name: 'Página 2' }).click();
      await expect.poll(() => visibleSkeletonSections(page), { timeout: 10_000 }).toBe(5);
      release();
      await page.waitForURL(/paginator/);
      await expect.poll(() => visibleSkeletonSections(page), { timeout: 10_000 }).toBe(0);
    });
  });

  it('opens the drawer without JavaScript from the URL, and its back link closes it', async () => {
    await withPage(
      'mobile',
      async (page) => {
        await page.goto('/empleos', { waitUntil: 'load' });
        const href =
          (await results(page)
            .getByRole('listitem')
            .first()
            .getByRole('heading')
            .getByRole('link')
            .getAttribute('href')) ?? '';
        const slug = href.split('/').pop() ?? '';
        await page.goto(`/empleos?jobSlug=${slug}`, { waitUntil: 'load' });
        const panel = page.getByRole('dialog', { name: 'Detalle de la vacante' });
        await expect(panel.isVisible()).resolves.toBe(true);
        await panel.getByRole('link', { name: /Volver a los resultados/ }).click();
        await page.waitForURL((url) => !url.search.includes('jobSlug'));
        await expect(panel.isVisible()).resolves.toBe(false);
      },
      { javaScriptEnabled: false },
    );
  });
});

describe('seen and active job cards', () => {
  it('marks the chosen card active, and as seen once the visitor goes back to the list', async () => {
    await withPage('desktop', async (page) => {
      await page.goto('/empleos', { waitUntil: 'load' });
      await hydrated(page);
      const hrefOf = (index: number) =>
        results(page)
          .getByRole('listitem')
          .nth(index)
          .getByRole('heading')
          .getByRole('link')
          .getAttribute('href');
      const [chosenHref, otherHref] = await Promise.all([hrefOf(1), hrefOf(2)]);
      // Found by link rather than position: the order of equally ranked results may vary.
      const card = (href: string | null) => results(page).locator(`article:has(h2 a[href="${href}"])`);
      const titleColor = (href: string | null) =>
        card(href)
          .getByRole('heading')
          .getByRole('link')
          .evaluate((link) => getComputedStyle(link).color);
      const unseenColor = await titleColor(otherHref);
      await expect(card(chosenHref).getByText('Ya la viste').count()).resolves.toBe(0);

      await card(chosenHref).getByRole('heading').getByRole('link').click();
      await page.waitForURL(/jobSlug=/);
      await expect.poll(() => card(chosenHref).getAttribute('aria-current')).toBe('true');
      // The open vacancy is active, not seen yet.
      await expect(card(chosenHref).getByText('Ya la viste').count()).resolves.toBe(0);

      await page.goBack();
      await page.waitForURL((url) => !url.search.includes('jobSlug'));
      await shown(card(chosenHref).getByText('Ya la viste'));
      await expect(card(chosenHref).getAttribute('aria-current')).resolves.toBeNull();
      expect(await titleColor(chosenHref)).not.toBe(unseenColor);
      expect(await titleColor(otherHref)).toBe(unseenColor);
      await expect(card(otherHref).getByText('Ya la viste').count()).resolves.toBe(0);

      // It stays seen on the next visit.
      await page.reload({ waitUntil: 'load' });
      await shown(card(chosenHref).getByText('Ya la viste'));
    });
  });
});
