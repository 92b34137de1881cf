import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { chromiumPath } from './availability.ts';

/**
 * Without the background-networking switches Chromium opens connections of its own (updates,
 * sync, QUIC probes) and, on this kind of machine, many of the test's connections get refused.
 */
export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A fresh browser: Playwright gives every launch a new temporary profile (user data dir). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumArgs });
}

export const viewports = {
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 },
  mobile: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
} as const;

export type ViewportName = keyof typeof viewports;
export const viewportNames = Object.keys(viewports) as ViewportName[];

/** A visitor's browser at one of the tested sizes; `javaScriptEnabled: false` for the no-script paths. */
export function newContext(
  browser: Browser,
  viewportName: ViewportName,
  baseURL: string,
  { javaScriptEnabled = true }: { javaScriptEnabled?: boolean } = {},
): Promise<BrowserContext> {
  return browser.newContext({ ...viewports[viewportName], baseURL, locale: 'es-CO', javaScriptEnabled });
}

type Run<T> = (page: Page, context: BrowserContext) => Promise<T>;
type PageOptions = { javaScriptEnabled?: boolean };

export type Browsing = {
  /** Runs `run` on a page of a new visitor's context at this size, on `baseUrl`; closes it after. */
  withPage<T>(viewportName: ViewportName, run: Run<T>, options?: PageOptions): Promise<T>;
  /** The same, with the page opened at `path` (loaded); `status` is the answer it must have. */
  withPageAt<T>(
    viewportName: ViewportName,
    path: string,
    run: Run<T>,
    options?: PageOptions & { status?: number },
  ): Promise<T>;
};

/** One Chromium for the tests of a file, launched before them and closed after them. */
export function setUpChromium(baseUrl: string): Browsing {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  const withPage: Browsing['withPage'] = async (viewportName, run, { javaScriptEnabled } = {}) => {
    if (!browser) throw new Error('Chromium runs only during the tests of the file');
    const context = await newContext(browser, viewportName, baseUrl, { javaScriptEnabled });
    try {
      return await run(await context.newPage(), context);
    } finally {
      await context.close();
    }
  };
  return {
    withPage,
    withPageAt: (viewportName, path, run, { status, ...options } = {}) =>
      withPage(
        viewportName,
        async (page, context) => {
          const response = await page.goto(path, { waitUntil: 'load' });
          if (status !== undefined) expect(response?.status(), path).toBe(status);
          return run(page, context);
        },
        options,
      ),
  };
}
