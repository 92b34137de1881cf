import type { Locator, Page } from 'playwright-core';

/** The page reacts to clicks once React Router has hydrated it. */
export const hydrated = (page: Page) =>
  page.waitForFunction(() =>
    Boolean((window as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules),
  );

/** Waits for the element to show: client navigations render just after the URL changes. */
export const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });
