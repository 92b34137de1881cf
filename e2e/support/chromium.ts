import { type Browser, type BrowserContext, chromium } from 'playwright-core';
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
