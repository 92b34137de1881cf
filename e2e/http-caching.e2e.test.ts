import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTypes, resolvePath } from './page-types.ts';
import { launchChromium, newContext } from './support/chromium.ts';
import { hydrated } from './support/page-state.ts';
import { e2eSite } from './support/site.ts';

const site = e2eSite();
const publicPages = pageTypes.filter((pageType) => pageType.status === 200 && !pageType.private);
const privatePages = pageTypes.filter((pageType) => pageType.private);

/**
 * Fetch adds `Cache-Control: no-cache` to a request with a validator unless told otherwise; a
 * browser reloading a page or a CDN revalidating it sends `max-age=0`.
 */
async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(path, site.baseUrl), {
    headers: { 'Cache-Control': 'max-age=0', ...headers },
  });
  return { response, body: await response.text() };
}

describe('HTTP caching of public pages', () => {
  it.each(publicPages.map((pageType) => [pageType.id, pageType] as const))(
    '%s revalidates with its ETag',
    async (_id, pageType) => {
      const path = await resolvePath(pageType, site);
      const first = await get(path);
      expect(first.response.status).toBe(200);
      expect(first.response.headers.get('cache-control')).toMatch(/s-maxage=\d+, stale-while-revalidate=\d+/);
      const etag = first.response.headers.get('etag');
      expect(etag).toMatch(/^W\/".+"$/);

      const again = await get(path, { 'If-None-Match': etag ?? '' });
      expect(again.response.status).toBe(304);
      expect(again.body).toBe('');
      expect(again.response.headers.get('etag')).toBe(etag);
      // The stored copy keeps the policy whose nonce its scripts carry.
      expect(again.response.headers.get('content-security-policy')).toBeNull();

      const stale = await get(path, { 'If-None-Match': 'W/"an-older-version"' });
      expect(stale.response.status).toBe(200);
      expect(stale.body).toContain('<html');
    },
  );

  it.each(privatePages.map((pageType) => [pageType.id, pageType] as const))(
    '%s, a page with a form, is kept by no cache',
    async (_id, pageType) => {
      const { response } = await get(await resolvePath(pageType, site));
      expect(response.status).toBe(pageType.status);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('etag')).toBeNull();
    },
  );

  it('never lets a shared cache keep a page rendered for one visitor', async () => {
    const { response } = await get('/empleos', { Cookie: 'camello_locale=es-MX' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('etag')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/Cookie/);
  });

  it('tells caches apart by search: another query is another version', async () => {
    const plain = await get('/empleos');
    const searched = await get('/empleos?q=medico', {
      'If-None-Match': plain.response.headers.get('etag') ?? '',
    });
    expect(searched.response.status).toBe(200);
  });
});

describe('a page reloaded from the browser cache', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('is revalidated and still runs its scripts', async () => {
    const context = await newContext(browser, 'desktop', site.baseUrl);
    try {
      const page = await context.newPage();
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      await page.goto('/empleos', { waitUntil: 'load' });
      const validators: (string | undefined)[] = [];
      page.on('request', async (request) => {
        if (request.url().endsWith('/empleos'))
          validators.push((await request.allHeaders())['if-none-match']);
      });
      await page.reload({ waitUntil: 'load' });
      // React Router's module script ran: the page hydrated.
      await hydrated(page);
      expect(validators).toEqual([expect.stringMatching(/^W\//)]);
      expect(blocked).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
