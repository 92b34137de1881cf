import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTypes, resolvePath } from './page-types.ts';
import { launchChromium, newContext, type ViewportName, viewportNames } from './support/chromium.ts';
import { e2eSite } from './support/site.ts';

const site = e2eSite();
const { baseUrl } = site;
const tabStopsChecked = 40;

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function withPage(
  viewportName: ViewportName,
  path: string,
  run: (page: Page) => Promise<void>,
): Promise<void> {
  const context = await newContext(browser, viewportName, baseUrl);
  try {
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'load' });
    await run(page);
  } finally {
    await context.close();
  }
}

type TabStop = { element: string; indicator: string | null; size: number; revisited: boolean };

/**
 * What changes on screen when the focused element has the focus (its own outline or ring, or one
 * an ancestor draws with :focus-within), found by comparing its styles and its ancestors' with
 * the focus and without it; `revisited` once the focus has gone round the whole page.
 */
function inspectTabStop(page: Page): Promise<TabStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const revisited = element.hasAttribute('data-tab-stop-seen');
    element.setAttribute('data-tab-stop-seen', '');
    const chain: Element[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement)
      chain.push(node);
    const visibleStyles = () =>
      chain.flatMap((node) =>
        [null, '::before', '::after'].map((pseudo) => {
          const style = getComputedStyle(node, pseudo);
          const outline =
            style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0
              ? `outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
              : 'no outline';
          return `${outline}; box-shadow ${style.boxShadow}; border ${style.borderColor}; background ${style.backgroundColor}; text-decoration ${style.textDecorationLine}`;
        }),
      );
    const focused = visibleStyles();
    element.blur();
    const unfocused = visibleStyles();
    element.focus();
    const changed = focused.findIndex((style, index) => style !== unfocused[index]);
    const box = element.getBoundingClientRect();
    const name =
      (element.textContent ?? '').trim().slice(0, 40) ||
      element.getAttribute('aria-label') ||
      element.getAttribute('name') ||
      '';
    return {
      element: `${element.tagName.toLowerCase()} "${name}"`,
      indicator: changed < 0 ? null : (focused[changed] ?? null),
      size: Math.min(box.width, box.height),
      revisited,
    };
  });
}

describe.each(viewportNames)('keyboard on %s', (viewportName) => {
  it.each(pageTypes.map((pageType) => [pageType.id, pageType] as const))(
    '%s: the first Tab reaches a visible skip link that moves focus to the main content',
    async (_id, pageType) => {
      await withPage(viewportName, await resolvePath(pageType, site), async (page) => {
        await page.keyboard.press('Tab');
        const skipLink = page.getByRole('link', { name: 'Saltar al contenido' });
        expect(await skipLink.evaluate((link) => link === document.activeElement)).toBe(true);
        const box = await skipLink.boundingBox();
        expect(box?.y).toBeGreaterThanOrEqual(0);
        expect(box?.height).toBeGreaterThan(10);

        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
      });
    },
  );

  it.each(pageTypes.map((pageType) => [pageType.id, pageType] as const))(
    '%s: every tab stop shows where the focus is',
    async (_id, pageType) => {
      await withPage(viewportName, await resolvePath(pageType, site), async (page) => {
        const visited: string[] = [];
        const invisible: string[] = [];
        for (let stop = 0; stop < tabStopsChecked; stop += 1) {
          await page.keyboard.press('Tab');
          const tabStop = await inspectTabStop(page);
          if (!tabStop || tabStop.revisited) break;
          visited.push(tabStop.element);
          if (!tabStop.indicator || tabStop.size < 2) invisible.push(tabStop.element);
        }
        expect(visited.length).toBeGreaterThan(2);
        expect(invisible).toEqual([]);
      });
    },
  );

  it('searches from the keyboard alone', async () => {
    await withPage(viewportName, '/empleos', async (page) => {
      const searchBox = page.getByRole('main').getByRole('searchbox', { name: 'Buscar empleos' });
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
