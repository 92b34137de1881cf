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
      // The stored copy keeps its own policy, which names its scripts' hashes.
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

describe('public pages kept rendered', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  /** The same request as two anonymous visitors (or a CDN) send it: the compressed bytes as sent. */
  async function rawGet(path: string) {
    const response = await fetch(new URL(path, site.baseUrl), {
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    });
    return { response, body: await response.text() };
  }

  it.each(
    ['landing', 'jobs', 'jobs-search', 'job'].map((id) => {
      const pageType = pageTypes.find((candidate) => candidate.id === id);
      if (!pageType) throw new Error(`no page type ${id}`);
      return [id, pageType] as const;
    }),
  )(
    '%s: two anonymous visitors get identical bodies and headers, which any cache may keep',
    async (_id, pageType) => {
      const path = await resolvePath(pageType, site);
      // The first and second renders of a search, then kept (an address without a query is kept at once).
      const answers = [await rawGet(path), await rawGet(path), await rawGet(path)];
      for (const { response } of answers) {
        expect(response.status).toBe(200);
        expect(response.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
        expect(response.headers.get('vary')).toMatch(/Cookie/);
        expect(response.headers.get('vary')).toMatch(/Accept-Encoding/);
      }
      const [first, second, third] = answers;
      expect(second?.body).toBe(first?.body);
      expect(third?.body).toBe(first?.body);
      for (const name of ['content-security-policy', 'etag', 'cache-control', 'vary'])
        expect(new Set(answers.map(({ response }) => response.headers.get(name))).size, name).toBe(1);
      // No per-response secret anywhere: the page's scripts run by hash, not by nonce.
      expect(first?.body).not.toMatch(/ nonce=/);
      expect(first?.response.headers.get('content-security-policy')).toMatch(
        /script-src 'self'( 'sha256-[^']+')+;/,
      );
      expect(first?.response.headers.get('content-security-policy')).not.toContain("'nonce-");
    },
  );

  it('answer a page asked for again with the same bytes and policy, and it still runs its scripts', async () => {
    const job = pageTypes.find((pageType) => pageType.id === 'job');
    if (!job) throw new Error('no vacancy page type');
    const path = await resolvePath(job, site);
    // Kept when first rendered (or, with the cache full, the second time), then served from memory.
    const answers = [await get(path), await get(path), await get(path)];
    for (const { response } of answers) expect(response.status).toBe(200);
    expect(new Set(answers.map(({ body }) => body)).size).toBe(1);
    expect(answers[2]?.response.headers.get('content-encoding')).toMatch(/^(zstd|br|gzip)$/);

    // A first visit in a browser (no cookie) gets the kept page: it hydrates, nothing is blocked.
    const context = await newContext(browser, 'mobile', site.baseUrl);
    try {
      const page = await context.newPage();
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
      });
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(await response?.headerValue('content-encoding')).toMatch(/^(zstd|br|gzip)$/);
      await hydrated(page);
      expect(blocked).toEqual([]);
    } finally {
      await context.close();
    }
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
