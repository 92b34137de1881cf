import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pageTypes, resolvePath } from './page-types.ts';
import { type Cookie, cookieHeader, signedInCandidate } from './support/accounts.ts';
import { wcagViolations } from './support/axe.ts';
import { setUpChromium, type ViewportName, viewportNames } from './support/chromium.ts';
import {
  focusIsInModal,
  focusTopOfPage,
  inspectTabStop,
  tabInModalThenEscape,
  tabTo,
} from './support/keyboard.ts';
import { hydrated, layoutFaults } from './support/page-state.ts';
import { e2eSite } from './support/site.ts';

const site = e2eSite();
const { baseUrl } = site;
const tabStopsChecked = 40;

const { withPage, withPageAt } = setUpChromium(baseUrl);

/** The first Tab reaches a visible skip link, and Enter on it moves the focus to the main content. */
async function checkSkipLink(page: Page) {
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Saltar al contenido' });
  expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
  const box = await skipLink.boundingBox();
  expect(box?.y).toBeGreaterThanOrEqual(0);
  expect(box?.height).toBeGreaterThan(10);

  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
}

/** Tabs through the page (at most `limit` stops, until the focus comes round): each stop, and those showing no focus. */
async function walkTabStops(page: Page, limit: number) {
  const visited: string[] = [];
  const invisible: string[] = [];
  for (let stop = 0; stop < limit; stop += 1) {
    await page.keyboard.press('Tab');
    const tabStop = await inspectTabStop(page);
    if (!tabStop || tabStop.revisited) break;
    visited.push(tabStop.element);
    if (!tabStop.indicator || tabStop.size < 2) invisible.push(tabStop.element);
  }
  return { visited, invisible };
}

describe.each(viewportNames)('accessibility on %s', (viewportName) => {
  // One visit per page type checks it all, as a user meets it: axe-core's WCAG 2.1 A and AA rules,
  // then by keyboard the skip link, the tab stops from the top and the dialogs (each page load
  // costs the browser more than the checks).
  it.each(pageTypes.map((pageType) => [pageType.id, pageType] as const))(
    '%s: no axe violations; the first Tab reaches a skip link to the main content, every tab stop shows the focus, and every dialog opens from the keyboard, keeps the focus inside, closes with Escape and gives the focus back',
    async (_id, pageType) => {
      const path = await resolvePath(pageType, site);
      await withPageAt(
        viewportName,
        path,
        async (page) => {
          expect(await wcagViolations(page)).toEqual([]);
          await checkSkipLink(page);
          await focusTopOfPage(page);
          const { visited, invisible } = await walkTabStops(page, tabStopsChecked);
          expect(visited.length).toBeGreaterThan(2);
          expect(invisible).toEqual([]);
          await focusTopOfPage(page);
          await checkDialogs(page);
          expect(await layoutFaults(page)).toEqual([]);
        },
        { status: pageType.status },
      );
    },
  );

  it('searches from the keyboard alone', async () => {
    await withPageAt(viewportName, '/empleos', async (page) => {
      const searchBox = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar empleos' });
      for (let stop = 0; stop < tabStopsChecked; stop += 1) {
        await page.keyboard.press('Tab');
        if (await searchBox.evaluate((input) => input === document.activeElement)) break;
      }
      expect(await searchBox.evaluate((input) => input === document.activeElement)).toBe(true);
      await page.keyboard.type('enfermera');
      await Promise.all([page.waitForURL(/[?&]q=enfermera/), page.keyboard.press('Enter')]);
      await expect.poll(() => searchBox.inputValue()).toBe('enfermera');
      await expect.poll(() => page.title()).toMatch(/enfermera/i);
    });
  });
});

/**
 * Every dialog of the page opens from the keyboard, keeps the focus inside, closes with Escape and
 * gives the focus back to what opened it.
 */
async function checkDialogs(page: Page) {
  const triggers = page.locator('[aria-haspopup="dialog"]:visible');
  for (let index = 0; index < (await triggers.count()); index += 1) {
    const trigger = triggers.nth(index);
    const name = (await trigger.getAttribute('aria-label')) ?? (await trigger.textContent()) ?? '';
    expect(
      await tabTo(page, () => trigger.evaluate((element) => element === document.activeElement)),
      `reach «${name}»`,
    ).toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => focusIsInModal(page), {
        message: `«${name}» opens a modal dialog with the focus in it`,
      })
      .toBe(true);
    await tabInModalThenEscape(page, 25, `the «${name}» dialog`);
    expect(
      await trigger.evaluate((element) => element === document.activeElement),
      `the focus returns to «${name}»`,
    ).toBe(true);
  }
}

describe('the vacancy drawer of the listing on mobile', () => {
  it('opens from a result by keyboard, traps the focus, closes with Escape and returns the focus to the result', async () => {
    await withPageAt('mobile', '/empleos', async (page) => {
      const firstResult = page.getByRole('main').locator('article h2 a').first();
      expect(await tabTo(page, () => firstResult.evaluate((link) => link === document.activeElement))).toBe(
        true,
      );
      await page.keyboard.press('Enter');
      await expect.poll(() => focusIsInModal(page)).toBe(true);
      await tabInModalThenEscape(page, 25, 'the vacancy drawer');
      await expect.poll(() => firstResult.evaluate((link) => link === document.activeElement)).toBe(true);
    });
  });
});

describe('filters by keyboard', () => {
  it('applies a filter of the listing from the keyboard alone', async () => {
    await withPageAt('desktop', '/empleos', async (page) => {
      const filterLinks = page.locator('main a[href*="filters%5B"], main a[href*="filters["]');
      const firstFilter = filterLinks.first();
      const href = (await firstFilter.getAttribute('href')) ?? '';
      expect(href).not.toBe('');
      expect(await tabTo(page, () => firstFilter.evaluate((link) => link === document.activeElement))).toBe(
        true,
      );
      await Promise.all([
        page.waitForURL((url) => /filters(%5B|\[)/.test(url.search)),
        page.keyboard.press('Enter'),
      ]);
      expect(decodeURIComponent(new URL(page.url()).search)).toBe(
        decodeURIComponent(new URL(href, baseUrl).search),
      );
      // The filtered listing rendered (some filters leave no results, so no card count here).
      await expect.poll(() => page.getByRole('main').getByRole('heading', { level: 1 }).count()).toBe(1);
    });
  });
});

/**
 * The signed-in candidate's pages (issue #12), behind a session the page-type list cannot open.
 * `modal` names the dialog a page opens by itself: the swipe hint of the suggestions on a phone (the
 * terms modal of applying has its own keyboard checks in apply.e2e.test.ts).
 */
const candidatePages: readonly { path: string; modal?: { name: string; on: readonly ViewportName[] } }[] = [
  { path: '/hoja-de-vida' },
  { path: 'apply' },
  { path: '/empleos-guardados' },
  { path: '/procesos' },
  { path: '/mi-cuenta/datos' },
  { path: '/sugeridos', modal: { name: 'Desliza para decidir', on: ['mobile'] } },
];
// The résumé alone has some 60 controls.
const candidateTabStops = 150;

/** One candidate for the suite, who saved and liked a vacancy (so saved jobs and suggestions list some), and a vacancy to apply to. */
let candidate: Promise<{ cookies: Cookie[]; applyPath: string }> | undefined;
function theCandidate(context: BrowserContext) {
  candidate ??= (async () => {
    const cookies = await signedInCandidate(context, baseUrl);
    const headers = { Cookie: cookieHeader(cookies), 'Content-Type': 'application/json' };
    const search = await fetch(new URL('/api/jobs/v1/jobs/search?paginator[page]=1', baseUrl), { headers });
    const rows = ((await search.json()) as { rows: { id: string; jobSlug: string }[] }).rows;
    let applyPath: string | undefined;
    for (const row of rows) {
      const detail = await fetch(new URL(`/api/jobs/v1/jobs/${row.jobSlug}`, baseUrl), { headers });
      if (!detail.ok || ((await detail.json()) as { externalApplyUrl: string | null }).externalApplyUrl)
        continue;
      for (const state of [0, 3]) {
        const marked = await fetch(new URL('/api/jobs/v1/jobs/state', baseUrl), {
          method: 'POST',
          headers,
          body: JSON.stringify({ jobId: row.id, state }),
        });
        expect(marked.status).toBe(200);
      }
      applyPath = `/empleos/postular/${row.jobSlug}`;
      break;
    }
    if (!applyPath) throw new Error('No vacancy of the first page takes applications on the site');
    return { cookies, applyPath };
  })();
  return candidate;
}

/** Opens a candidate page signed in, hydrated, with the dialog it opens by itself checked and closed. */
async function openCandidatePage(
  page: Page,
  context: BrowserContext,
  viewportName: ViewportName,
  { path, modal }: (typeof candidatePages)[number],
) {
  const { cookies, applyPath } = await theCandidate(context);
  await context.addCookies(cookies.map(({ name, value }) => ({ name, value, url: baseUrl })));
  const response = await page.goto(path === 'apply' ? applyPath : path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  if (!modal?.on.includes(viewportName)) return;
  await expect.poll(() => focusIsInModal(page), { message: `«${modal.name}» has the focus` }).toBe(true);
  await tabInModalThenEscape(page, 10, `«${modal.name}»`);
  // The next Tab starts from the top of the page again, as on a page that opened no dialog.
  await focusTopOfPage(page);
}

describe.each(viewportNames)('the candidate pages by keyboard on %s', (viewportName) => {
  it.each(candidatePages.map((candidatePage) => [candidatePage.path, candidatePage] as const))(
    '%s: skip link first, every control reachable with a visible focus, dialogs trapped and closed by Escape',
    async (_path, candidatePage) => {
      await withPage(viewportName, async (page, context) => {
        await openCandidatePage(page, context, viewportName, candidatePage);
        await checkSkipLink(page);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const { visited, invisible } = await walkTabStops(page, candidateTabStops);
        expect(visited.length).toBeGreaterThan(5);
        expect(visited.length, 'the focus came round the whole page').toBeLessThan(candidateTabStops);
        expect(invisible).toEqual([]);
        await checkDialogs(page);
        expect(await layoutFaults(page)).toEqual([]);
      });
    },
  );
});
