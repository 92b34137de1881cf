import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, type KeptPage, mayBeKept, type PageCache } from './page-cache.ts';

const URL_OF_PAGE = 'http://localhost/empleos/auxiliar-contable-en-bogota-abc123';
const nonce = () => randomBytes(16).toString('base64');

const request = (headers: Record<string, string> = {}, url = URL_OF_PAGE, method = 'GET') =>
  new Request(url, { method, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });

const html = (rendered: string, title = 'Auxiliar contable') =>
  `<!DOCTYPE html><html><head><script nonce="${rendered}">start()</script></head><body><h1>${title}</h1><script nonce="${rendered}">data()</script></body></html>`;

const page = (rendered: string, headers: Record<string, string> = {}, status = 200, title?: string) =>
  new Response(html(rendered, title), {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
      ETag: 'W/"digest-build"',
      Vary: 'Cookie',
      ...headers,
    },
  });

describe('createPageCache', () => {
  let version: string;
  let clock: number;
  let cache: PageCache;

  beforeEach(() => {
    version = '1:0';
    clock = 1_000_000;
    cache = createPageCache({ version: () => version, now: () => clock });
  });

  const gzipFor = (incoming: Request) => /gzip(?!;q=0)/.test(incoming.headers.get('accept-encoding') ?? '');
  const asResponse = (kept: KeptPage) => new Response(new Uint8Array(kept.body), { headers: kept.headers });
  /** The page kept for `incoming` with the nonce `served`, as the web plugin sends it; or null. */
  const keptFor = (incoming: Request, served: string) => {
    const kept = cache.kept(incoming.url, served, { gzip: gzipFor(incoming) });
    return kept && asResponse(kept);
  };

  /** Asks for the page as a visitor would; renders `render` when the cache has none. */
  async function ask(
    incoming: Request = request(),
    render: (rendered: string) => Response = (rendered) => page(rendered),
  ): Promise<{ response: Response; fromCache: boolean; nonce: string }> {
    const served = nonce();
    const kept = keptFor(incoming, served);
    if (kept) return { response: kept, fromCache: true, nonce: served };
    const visit = cache.visit(incoming, served);
    const rendered = render(served);
    const response = visit ? await visit.keep(rendered) : rendered;
    await response.clone().text();
    // The kept copy is read as the page streams: let it settle.
    await new Promise((resolve) => setImmediate(resolve));
    return { response, fromCache: false, nonce: served };
  }

  async function bodyOf(response: Response): Promise<string> {
    const bytes = Buffer.from(await response.arrayBuffer());
    return response.headers.get('Content-Encoding') === 'gzip'
      ? gunzipSync(bytes).toString()
      : bytes.toString();
  }

  it('keeps a public page and serves it again with each response its own nonce', async () => {
    // The first response is assembled from what is kept, as the next ones are.
    const first = await ask();
    expect(first.fromCache).toBe(false);
    expect(first.response.headers.get('Content-Encoding')).toBe('gzip');
    expect(first.response.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect(await bodyOf(first.response)).toBe(html(first.nonce));
    const second = await ask();
    expect(second.fromCache).toBe(true);
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get('Content-Encoding')).toBe('gzip');
    expect(second.response.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect(second.response.headers.get('ETag')).toBe('W/"digest-build"');
    expect(second.response.headers.get('Cache-Control')).toMatch(/^public/);
    expect(await bodyOf(second.response)).toBe(html(second.nonce));
    const third = await ask();
    expect(third.fromCache).toBe(true);
    expect(await bodyOf(third.response)).toBe(html(third.nonce));
  });

  it('serves a client that takes no gzip the page uncompressed', async () => {
    const first = await ask(request({ 'accept-encoding': 'identity' }));
    expect(first.response.headers.get('Content-Encoding')).toBeNull();
    expect(await first.response.text()).toBe(html(first.nonce));
    await ask();
    const plain = await ask(request({ 'accept-encoding': 'br;q=1, gzip;q=0' }));
    expect(plain.fromCache).toBe(true);
    expect(plain.response.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.response.text()).toBe(html(plain.nonce));
  });

  it('has nothing to do with a visitor who sends a cookie, a method other than GET or no nonce', async () => {
    await ask();
    await ask();
    expect(cache.visit(request({ cookie: 'camello_locale=es-MX' }), nonce())).toBeNull();
    expect(cache.visit(request({}, URL_OF_PAGE, 'HEAD'), nonce())).toBeNull();
    expect(cache.visit(request(), undefined)).toBeNull();
    expect(mayBeKept('GET', true, nonce())).toBe(false);
    expect(mayBeKept('HEAD', false, nonce())).toBe(false);
    expect(mayBeKept('GET', false, undefined)).toBe(false);
    expect(mayBeKept('GET', false, nonce())).toBe(true);
    expect(keptFor(request(), nonce())).not.toBeNull();
  });

  it('keeps no page that is private, has no shared max age, sets a cookie, is not HTML or failed', async () => {
    const notKept: ((rendered: string) => Response)[] = [
      (rendered) => page(rendered, { 'Cache-Control': 'private, no-cache' }),
      (rendered) => page(rendered, { 'Cache-Control': 'no-store, publicity' }),
      (rendered) => page(rendered, { 'Cache-Control': 'public' }),
      (rendered) => page(rendered, { 'Cache-Control': 'public, max-age=0' }),
      (rendered) => page(rendered, { 'Cache-Control': 'public, s-maxage=soon' }),
      (rendered) => page(rendered, { 'Set-Cookie': 'camello_locale=es-MX; HttpOnly' }),
      (rendered) => page(rendered, { 'Content-Type': 'text/x-script' }),
      (rendered) => page(rendered, {}, 410),
      (rendered) => page(rendered, { 'Content-Encoding': 'br' }),
    ];
    for (const [index, render] of notKept.entries()) {
      const incoming = () => request({}, `${URL_OF_PAGE}?case=${index}`);
      await ask(incoming(), render);
      await ask(incoming(), render);
      expect((await ask(incoming(), render)).fromCache).toBe(false);
    }
  });

  it('keeps a page whose address has a query only once it is asked for again', async () => {
    const search = request({}, 'http://localhost/empleos?q=cajero&filters%5Bcity%5D%5B%5D=cali');
    const first = await ask(search);
    expect(first.fromCache).toBe(false);
    // Sent as rendered, not through the keeping's gzip: the response's own compression applies.
    expect(first.response.headers.get('Content-Encoding')).toBeNull();
    expect((await ask(search)).fromCache).toBe(false);
    expect((await ask(search)).fromCache).toBe(true);
    // A page without a query is kept at its first visit.
    await ask();
    expect((await ask()).fromCache).toBe(true);
  });

  it('tells pages apart by their full address', async () => {
    await ask();
    await ask();
    const other = `${URL_OF_PAGE}?action=save`;
    expect((await ask(request({}, other))).fromCache).toBe(false);
    expect(
      (await ask(request({}, 'https://camello.example/empleos/auxiliar-contable-en-bogota-abc123')))
        .fromCache,
    ).toBe(false);
  });

  it('keeps a render at the address its caller names, where kept and rendering find it', async () => {
    const address = 'https://camello.example/empleos/auxiliar-contable-en-bogota-abc123';
    const rendered = nonce();
    const visit = cache.visit(request(), rendered, address);
    expect(cache.rendering(address)).not.toBeNull();
    expect(cache.rendering(URL_OF_PAGE)).toBeNull();
    await (await visit?.keep(page(rendered)))?.text();
    const served = nonce();
    const kept = cache.kept(address, served, { gzip: true });
    expect(kept && (await bodyOf(asResponse(kept)))).toBe(html(served));
    expect(cache.kept(URL_OF_PAGE, served, { gzip: true })).toBeNull();
  });

  it('serves no page once the data changed, and keeps none rendered while it changed', async () => {
    await ask();
    await ask();
    version = '2:0';
    const afterChange = await ask(request(), (rendered) => page(rendered, {}, 200, 'Contador'));
    expect(afterChange.fromCache).toBe(false);
    expect(await bodyOf(afterChange.response)).toContain('Contador');
    const kept = await ask();
    expect(kept.fromCache).toBe(true);
    expect(await bodyOf(kept.response)).toContain('Contador');

    // A render that began before a change shows what was there before: not kept.
    const other = request({}, `${URL_OF_PAGE}?page=2`);
    const visit = cache.visit(other, nonce());
    version = '3:0';
    await (await visit?.keep(page('x'.repeat(24))))?.text();
    await new Promise((resolve) => setImmediate(resolve));
    expect((await ask(other)).fromCache).toBe(false);
  });

  it('serves a page for as long as it lets shared caches keep it at most', async () => {
    await ask();
    clock += 299_999;
    expect((await ask()).fromCache).toBe(true);
    clock += 1;
    expect((await ask()).fromCache).toBe(false);

    // Without `s-maxage`, its `max-age`.
    const briefly = (rendered: string) => page(rendered, { 'Cache-Control': 'public, max-age=120' });
    const other = () => request({}, 'http://localhost/trabajos/empleos-en-cali');
    await ask(other(), briefly);
    clock += 119_999;
    expect((await ask(other(), briefly)).fromCache).toBe(true);
    clock += 1;
    expect((await ask(other(), briefly)).fromCache).toBe(false);
  });

  it('renders a page once for the requests that come while it renders, and serves them the kept page', async () => {
    const firstNonce = nonce();
    expect(cache.rendering(URL_OF_PAGE)).toBeNull();
    const first = cache.visit(request(), firstNonce);
    const underWay = cache.rendering(URL_OF_PAGE);
    expect(underWay).not.toBeNull();
    // Another page is no concern of this render.
    expect(cache.rendering(`${URL_OF_PAGE}?page=2`)).toBeNull();

    await (await first?.keep(page(firstNonce)))?.text();
    await underWay;
    expect(cache.rendering(URL_OF_PAGE)).toBeNull();
    const secondNonce = nonce();
    const second = keptFor(request(), secondNonce);
    expect(second).not.toBeNull();
    expect(await bodyOf(second as Response)).toBe(html(secondNonce));
  });

  it('lets the waiting requests render once the render was given up or its page not kept', async () => {
    const first = cache.visit(request(), nonce());
    const waiting = cache.rendering(URL_OF_PAGE);
    first?.abandon();
    await waiting;
    expect(keptFor(request(), nonce())).toBeNull();
    expect(cache.rendering(URL_OF_PAGE)).toBeNull();
    // It renders, and others wait for it; a page that may not be kept ends its render as well.
    const afterNonce = nonce();
    const after = cache.visit(request(), afterNonce);
    expect(cache.rendering(URL_OF_PAGE)).not.toBeNull();
    await (await after?.keep(page(afterNonce, { 'Cache-Control': 'private, no-cache' })))?.text();
    expect(cache.rendering(URL_OF_PAGE)).toBeNull();
    const nextNonce = nonce();
    const next = cache.visit(request(), nextNonce);
    await (await next?.keep(page(nextNonce)))?.text();
    await new Promise((resolve) => setImmediate(resolve));
    expect(keptFor(request(), nonce())).not.toBeNull();
  });

  describe('with a render that never ends', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('lets a request wait 10 s for it at most', async () => {
      cache.visit(request(), nonce());
      let waited = false;
      void cache.rendering(URL_OF_PAGE)?.then(() => {
        waited = true;
      });
      await vi.advanceTimersByTimeAsync(9_999);
      expect(waited).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(waited).toBe(true);
    });
  });

  it('once full, keeps only pages asked for before, and drops the least recently used', async () => {
    cache = createPageCache({ version: () => version, now: () => clock, maxBytes: 250 });
    const at = (index: number) => request({}, `${URL_OF_PAGE}?page=${index}`);
    // A kept page weighs its compressed form, about 120 bytes: two fill it, three do not fit.
    for (const index of [1, 2]) {
      await ask(at(index));
      await ask(at(index));
    }
    expect((await ask(at(1))).fromCache).toBe(true);
    expect((await ask(at(3))).fromCache).toBe(false);
    expect((await ask(at(3))).fromCache).toBe(false);
    expect((await ask(at(1))).fromCache).toBe(true);
    expect((await ask(at(3))).fromCache).toBe(true);
    expect((await ask(at(2))).fromCache).toBe(false);
  });
});
