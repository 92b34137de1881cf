import type { Locator, Page } from 'playwright-core';

type HostRoot = { stateNode: { current: { memoizedState: { isDehydrated: boolean } } } };

/**
 * The page reacts to clicks once React has committed its hydration and run its effects. React
 * Router's `__reactRouterRouteModules` is set before the entry script even runs, and a part already
 * rendered may still wait for the commit: until then React's root holds events, and a click it
 * cannot hydrate at once (a lazy part not arrived yet) keeps the browser's default, a form post or
 * a full load. React's event system asks the root this same question (`isDehydrated`). Listeners
 * that effects add to the document (the region link's) come just after the commit, within a frame
 * or two. Content inside a `<Suspense>` boundary may hydrate later, see {@link handles}.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const key = Object.keys(document).find((each) => each.startsWith('__reactContainer$'));
    const root = key ? (document as unknown as Record<string, HostRoot | null>)[key] : null;
    return root?.stateNode.current.memoizedState.isDehydrated === false;
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * The page is hydrated and React handles the element's `handler` (`onSubmit`, `onClick`): React
 * keeps the props on each DOM node it hydrated, which the server-rendered node lacks.
 */
export async function handles(locator: Locator, handler: string) {
  await hydrated(locator.page());
  const element = await locator.elementHandle();
  await locator.page().waitForFunction(
    ([node, name]) => {
      const key = Object.keys(node).find((each) => each.startsWith('__reactProps$'));
      const props = key ? (node as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
      return typeof props?.[name] === 'function';
    },
    [element, handler] as const,
  );
}

/** Waits for the element to show: client navigations render just after the URL changes. */
export const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });

/**
 * How far the page reaches past the viewport's width, 0 when it fits. A phone shows a page wider
 * than its screen zoomed out, and then `window.innerWidth` grows with the page: the width the
 * page was opened at is the measure.
 */
export async function sidewaysOverflow(page: Page): Promise<number> {
  const width = page.viewportSize()?.width ?? 0;
  return page.evaluate((viewport) => Math.max(0, document.documentElement.scrollWidth - viewport), width);
}

/**
 * The lists laid out as a row or grid whose items still draw their bullet outside themselves:
 * there the bullet of each item lands at the end of the one before it. Each named by its first
 * words.
 */
export async function strayListMarkers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('ul, ol'))
      .filter((list) => /flex|grid/.test(getComputedStyle(list).display))
      .filter((list) =>
        Array.from(list.children).some((item) => {
          const style = getComputedStyle(item);
          return (
            style.display === 'list-item' &&
            style.listStyleType !== 'none' &&
            style.listStylePosition === 'outside' &&
            item.getBoundingClientRect().width > 0
          );
        }),
      )
      .map((list) => (list.textContent ?? '').replace(/\s+/g, ' ').slice(0, 40)),
  );
}

/** What is wrong with the page's layout, as sentences; none when it fits its screen. */
export async function layoutFaults(page: Page): Promise<string[]> {
  const overflow = await sidewaysOverflow(page);
  return [
    ...(overflow > 0 ? [`the page spills ${overflow} px sideways`] : []),
    ...(await strayListMarkers(page)).map((list) => `the bullets of «${list}» sit outside their items`),
    ...(await squeezedIcons(page)).map((icon) => `an icon is squeezed (${icon})`),
  ];
}

/**
 * The icons drawn narrower than their own width: in a flex row beside a label that wraps, an icon
 * that may shrink gives up its width first. Each named by the text around it and its widths.
 */
export async function squeezedIcons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('svg[width]'))
      .filter((icon) => {
        const { width } = icon.getBoundingClientRect();
        return width > 0 && width < Number(icon.getAttribute('width')) - 0.5;
      })
      .map((icon) => {
        const around = icon.closest('a, button, summary, label, li')?.textContent ?? '';
        return `${around.replace(/\s+/g, ' ').trim().slice(0, 40)}: ${Math.round(icon.getBoundingClientRect().width)} of ${icon.getAttribute('width')} px`;
      }),
  );
}
