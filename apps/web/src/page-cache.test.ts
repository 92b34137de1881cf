import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, type KeptPage, mayBeKept, type PageCache } from './page-cache.ts';

const URL_OF_PAGE = 'http://localhost/empleos/auxiliar-contable-en-bogota-abc123';
const CHROMIUM = 'gzip, deflate, br, zstd';

const request = (headers: Record<string, string> = {}, url = URL_OF_PAGE, method = 'GET') =>
  new Request(url, { method, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } });

const html = (title = 'Auxiliar contable') =>
  `<!DOCTYPE html><html><head><script>start()</script></head><body><h1>${title}</h1><script>data()</script></body></html>`;

const page = (headers: Record<string, string> = {}, status = 200, title?: string) =>
  new Response(html(title), {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=600',
      'Content-Security-Policy': "script-src 'self' 'sha256-abc='",
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

  const asResponse = (kept: KeptPage) => new Response(new Uint8Array(kept.body), { headers: kept.headers });
  /** The page kept for `incoming`, as the web plugin sends it; or null. */
  const keptFor = (incoming: Request) => {
    const kept = cache.kept(incoming.url, incoming.headers.get('accept-encoding'));
    return kept && asResponse(kept);
  };

  /** Asks for the page as a visitor would; renders `render` when the cache has none. */
  async function ask(
    incoming: Request = request(),
    render: () => Response = () => page(),
  ): Promise<{ response: Response; fromCache: boolean }> {
    const kept = keptFor(incoming);
    if (kept) return { response: kept, fromCache: true };
    const visit = cache.visit(incoming);
    const rendered = render();
    const response = visit ? await visit.keep(rendered) : rendered;
    await response.clone().text();
    return { response, fromCache: false };
  }

  async function bodyOf(response: Response): Promise<string> {
    const bytes = Buffer.from(await response.arrayBuffer());
    const coding = response.headers.get('Content-Encoding');
    if (coding === 'gzip') return gunzipSync(bytes).toString();
    if (coding === 'br') return brotliDecompressSync(bytes).toString();
    if (coding === 'zstd') return zstdDecompressSync(bytes).toString();
    return bytes.toString();
  }

  it('keeps a public page and serves it again, the same bytes and headers for every visitor', async () => {
    // The first response is sent from what is kept, as the next ones are.
    const first = await ask();
    expect(first.fromCache).toBe(false);
    expect(first.response.headers.get('Content-Encoding')).toBe('br');
    expect(first.response.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    const firstBytes = Buffer.from(await first.response.clone().arrayBuffer());
    expect(await bodyOf(first.response)).toBe(html());
    const second = await ask();
    expect(second.fromCache).toBe(true);
    expect(second.response.status).toBe(200);
    expect(second.response.headers.get('Content-Encoding')).toBe('br');
    expect(second.response.headers.get('Vary')).toBe('Cookie, Accept-Encoding');
    expect(second.response.headers.get('ETag')).toBe('W/"digest-build"');
    expect(second.response.headers.get('Cache-Control')).toMatch(/^public/);
    expect(second.response.headers.get('Content-Security-Policy')).toBe("script-src 'self' 'sha256-abc='");
    expect(Buffer.from(await second.response.arrayBuffer()).equals(firstBytes)).toBe(true);
  });

  it('serves each client the best coding it takes, each made once', async () => {
    await ask(request({ 'accept-encoding': CHROMIUM }));
    for (const [accepted, coding] of [
      [CHROMIUM, 'zstd'],
      ['gzip, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
      ['br;q=0, gzip;q=0', null],
    ] as const) {
      const answer = await ask(request({ 'accept-encoding': accepted }));
      expect(answer.fromCache).toBe(true);
      expect(answer.response.headers.get('Content-Encoding')).toBe(coding);
      expect(await bodyOf(answer.response)).toBe(html());
    }
    const gzip = cache.kept(URL_OF_PAGE, 'gzip');
    expect(cache.kept(URL_OF_PAGE, 'gzip')?.body).toBe(gzip?.body);
  });

  it('sends a client that takes no coding of ours its page as rendered, and keeps none for it', async () => {
    const first = await ask(request({ 'accept-encoding': 'identity' }));
    expect(first.response.headers.get('Content-Encoding')).toBeNull();
    expect(await first.response.text()).toBe(html());
    expect((await ask(request({ 'accept-encoding': 'identity' }))).fromCache).toBe(false);
  });

  it('has nothing to do with a visitor who sends a cookie or a method other than GET', async () => {
    await ask();
    expect(cache.visit(request({ cookie: 'camello_locale=es-MX' }))).toBeNull();
    expect(cache.visit(request({}, URL_OF_PAGE, 'HEAD'))).toBeNull();
    expect(mayBeKept('GET', true)).toBe(false);
    expect(mayBeKept('HEAD', false)).toBe(false);
    expect(mayBeKept('GET', false)).toBe(true);
    expect(keptFor(request())).not.toBeNull();
  });

  it('keeps no page that is private, has no shared max age, sets a cookie, is not HTML or failed', async () => {
    const notKept: (() => Response)[] = [
      () => page({ 'Cache-Control': 'private, no-cache' }),
      () => page({ 'Cache-Control': 'no-store, publicity' }),
      () => page({ 'Cache-Control': 'public' }),
      () => page({ 'Cache-Control': 'public, max-age=0' }),
      () => page({ 'Cache-Control': 'public, s-maxage=soon' }),
      () => page({ 'Set-Cookie': 'camello_locale=es-MX; HttpOnly' }),
      () => page({ 'Content-Type': 'text/x-script' }),
      () => page({}, 410),
      () => page({ 'Content-Encoding': 'br' }),
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
    // Sent as rendered: the response's own compression applies.
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
    const visit = cache.visit(request(), address);
    expect(cache.rendering(address)).not.toBeNull();
    expect(cache.rendering(URL_OF_PAGE)).toBeNull();
    await (await visit?.keep(page()))?.text();
    const kept = cache.kept(address, 'gzip');
    expect(kept && (await bodyOf(asResponse(kept)))).toBe(html());
    expect(cache.kept(URL_OF_PAGE, 'gzip')).toBeNull();
  });

  it('serves no page once the data changed, and keeps none rendered while it changed', async () => {
    await ask();
    await ask();
    version = '2:0';
    const afterChange = await ask(request(), () => page({}, 200, 'Contador'));
    expect(afterChange.fromCache).toBe(false);
    expect(await bodyOf(afterChange.response)).toContain('Contador');
    const kept = await ask();
    expect(kept.fromCache).toBe(true);
    expect(await bodyOf(kept.response)).toContain('Contador');

    // A render that began before a change shows what was there before: not kept.
    const other = request({}, `${URL_OF_PAGE}?page=2`);
    const visit = cache.visit(other);
    version = '3:0';
    await (await visit?.keep(page()))?.text();
    expect((await ask(other)).fromCache).toBe(false);
  });

  it('serves a page for as long as it lets shared caches keep it at most', async () => {
    await ask();
    clock += 299_999;
    expect((await ask()).fromCache).toBe(true);
    clock += 1;
    expect((await ask()).fromCache).toBe(false);

    // Without `s-maxage`, its `max-age`.
    const briefly = () => page({ 'Cache-Control': 'public, max-age=120' });
    const other = () => request({}, 'http://localhost/trabajos/empleos-en-cali');
    await ask(other(), briefly);
    clock += 119_999;
    expect((await ask(other(), briefly)).fromCache).toBe(true);
    clock += 1;
    expect((await ask(other(), briefly)).fromCache).toBe(false);
  });

  it('renders a page once for the requests that come while it renders, and serves them the kept page', async () => {
    expect(cache.rendering(URL_OF_PAGE)).toBeNull();
    const first = cache.visit(request());
    const underWay = cache.rendering(URL_OF_PAGE);
    expect(underWay).not.toBeNull();
    // Another page is no concern of this render.
    expect(cache.rendering(`${URL_OF_PAGE}?page=2`)).toBeNull();

    await (await first?.keep(page()))?.text();
    await underWay;
    expect(cache.rendering(URL_OF_PAGE)).toBeNull();
    const second = keptFor(request());
    expect(second).not.toBeNull();
    expect(await bodyOf(second as Response)).toBe(html());
  });

  it('lets the waiting requests render once the render was given up or its page not kept', async () => {
    const first = cache.visit(request());
    const waiting = cache.rendering(URL_OF_PAGE);
    first?.abandon();
    await waiting;
    expect(keptFor(request())).toBeNull();
    expect(cache.rendering(URL_OF_PAGE)).toBeNull();
    // It renders, and others wait for it; a page that may not be kept ends its render as well.
    const after = cache.visit(request());
    expect(cache.rendering(URL_OF_PAGE)).not.toBeNull();
    await (await after?.keep(page({ 'Cache-Control': 'private, no-cache' })))?.text();
    expect(cache.rendering(URL_OF_PAGE)).toBeNull();
    const next = cache.visit(request());
    await (await next?.keep(page()))?.text();
    expect(keptFor(request())).not.toBeNull();
  });

  describe('with a render that never ends', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('lets a request wait 10 s for it at most', async () => {
      cache.visit(request());
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
    cache = createPageCache({ version: () => version, now: () => clock, maxBytes: 2_400 });
    const at = (index: number) => request({}, `${URL_OF_PAGE}?page=${index}`);
    // A kept page weighs its compressed form and 1 KB besides: two fill it, three do not fit.
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
