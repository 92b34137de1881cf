import { acceptsCoding } from './compress-response.ts';
import {
  compressAroundNonce,
  gzipWithNonce,
  type NoncedGzip,
  sharedStretches,
  textWithNonce,
} from './nonced-gzip.ts';

export type PageCacheOptions = {
  /** Changes whenever what public pages show may have changed (new data, a write on this instance). */
  readonly version: () => string;
  readonly now?: () => number;
  /**
   * Bounds the memory, counted in compressed bytes: a vacancy page weighs about 11 KB, besides its
   * inlined stylesheets, held once for all pages.
   */
  readonly maxBytes?: number;
};

/** A kept page as one response carries it, with that response's nonce in it. */
export type KeptPage = {
  readonly headers: Readonly<Record<string, string>>;
  /** Gzipped for a client that takes gzip (its headers say so), else as it is. */
  readonly body: Buffer;
};

/** A request that renders a page the cache may keep. */
export type PageVisit = {
  /**
   * The response to send. A page that may be kept is read whole (a public page has no part that
   * waits on data), compressed once around its nonce and kept, and the response is assembled from
   * what is kept, as later ones are: the page is not compressed a second time to send it.
   */
  keep(response: Response): Promise<Response>;
  /** The page will not be kept after all (its render failed, or it changed the response's policy). */
  abandon(): void;
};

/**
 * Whether the cache deals with a request at all: a GET without a cookie (a session or a language
 * choice may change the page), whose response has a nonce to fill in.
 */
export function mayBeKept(method: string, hasCookie: boolean, nonce: string | undefined): nonce is string {
  return method === 'GET' && !hasCookie && Boolean(nonce);
}

type Entry = {
  readonly version: string;
  readonly storedAt: number;
  /** What the page allows shared caches (`s-maxage`): pages count days and vacancies expire unwritten. */
  readonly maxAgeMs: number;
  /** The page's headers, gzipped and as it is. */
  readonly headers: { readonly gzip: Record<string, string>; readonly plain: Record<string, string> };
  readonly page: NoncedGzip;
  readonly bytes: number;
};

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** How long a request waits for another one's render of the same page, at most. */
const RENDERING_WAIT_MS = 10_000;
/** How many recently asked addresses are remembered, to keep only pages asked for twice once full. */
const ASKED_REMEMBERED = 10_000;
/** The share of its memory bound past which the cache counts as full: dropping pages to keep others. */
const FULL_SHARE = 0.9;

/**
 * Public pages kept in memory, rendered and compressed, for visitors who send no cookie (first
 * visits, crawlers, a CDN): what anyone would get, so a page that declares itself public
 * (`Cache-Control: public` with a shared max age) and sets no cookie is kept, keyed by its full URL,
 * and served until {@link PageCacheOptions.version} changes, for as long as it lets a CDN keep it
 * at most (`s-maxage`, else `max-age`). A search (an address with a query), and once the cache is
 * full any page, is kept only the second time it is asked for, so that one-off searches neither
 * cost a keeping nor push out the pages people come back to.
 * Each response still carries its own CSP nonce: the page is compressed once around the nonce's
 * places ({@link compressAroundNonce}) and each response's nonce is filled in.
 */
export function createPageCache({ version, now = Date.now, maxBytes = DEFAULT_MAX_BYTES }: PageCacheOptions) {
  /** Least recently used first. */
  const entries = new Map<string, Entry>();
  const asked = new Set<string>();
  /** Pages being rendered to be kept, by key: ends when kept or given up. */
  const rendering = new Map<string, Promise<void>>();
  let bytes = 0;
  /** The built stylesheets a page inlines in its head are the same bytes in every page of its kind. */
  const stylesheets = sharedStretches('<style>', '</style>');

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function store(key: string, entry: Entry): void {
    remove(key);
    entries.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  }

  /** Whether `key` was asked for before; remembers that it now was. */
  function askedBefore(key: string): boolean {
    if (asked.has(key)) return true;
    asked.add(key);
    if (asked.size > ASKED_REMEMBERED) asked.delete(asked.values().next().value as string);
    return false;
  }

  return {
    /** The page kept at `url` with `nonce` in it, gzipped for a client that takes gzip; or null. */
    kept(url: string, nonce: string, { gzip }: { gzip: boolean }): KeptPage | null {
      const entry = entries.get(url);
      if (!entry) return null;
      const age = now() - entry.storedAt;
      if (
        entry.version !== version() ||
        age < 0 ||
        age >= entry.maxAgeMs ||
        entry.page.nonceLength !== nonce.length
      ) {
        remove(url);
        return null;
      }
      entries.delete(url);
      entries.set(url, entry);
      return keptPage(entry, nonce, gzip);
    },

    /**
     * Another request is rendering the page at `url` to keep it: ends when it is kept or given up
     * (10 s at most). Ask for it again then, rather than render the same page at the same time.
     */
    rendering(url: string): Promise<void> | null {
      const underWay = rendering.get(url);
      if (!underWay) return null;
      return Promise.race([
        underWay,
        new Promise<void>((resolve) => setTimeout(resolve, RENDERING_WAIT_MS).unref()),
      ]);
    },

    /**
     * A request that renders a page, to keep it at `key` (the address `kept` and `rendering` are
     * asked with); null for one the cache has nothing to do with.
     */
    visit(request: Request, nonce: string | undefined, key = request.url): PageVisit | null {
      if (!mayBeKept(request.method, request.headers.has('Cookie'), nonce)) return null;
      // While there is room a public page is kept at its first visit, once full only when asked
      // for before. An address with a query (a search, its filters, a page of its results) waits
      // for its second visit either way: most searches are asked once, and keeping a page costs
      // more than sending it (its compression around the nonce, and room other pages could use).
      const storeThis = askedBefore(key) || (bytes < maxBytes * FULL_SHARE && !key.includes('?'));
      let ended = () => {};
      // One render of a page to keep at a time: requests that come meanwhile wait for it (`rendering`).
      if (storeThis && !rendering.has(key)) {
        const done = new Promise<void>((resolve) => {
          ended = () => {
            if (rendering.get(key) === done) rendering.delete(key);
            resolve();
          };
        });
        rendering.set(key, done);
      }
      const askedVersion = version();
      const askedAt = now();
      return {
        abandon: () => ended(),
        async keep(response) {
          const maxAgeMs = sharedMaxAgeMs(response);
          if (!storeThis || !response.body || maxAgeMs === null) {
            ended();
            return response;
          }
          try {
            const text = Buffer.from(await response.arrayBuffer());
            const page = compressAroundNonce(text, nonce, stylesheets);
            if (!page)
              return new Response(bytesOf(text), { status: response.status, headers: response.headers });
            const entry: Entry = {
              version: askedVersion,
              storedAt: askedAt,
              maxAgeMs,
              headers: keptHeaders(response.headers),
              page,
              bytes: page.ownBytes,
            };
            // Rendered while the data changed: it shows what was there before, and is not kept.
            if (version() === askedVersion) store(key, entry);
            const gzip = acceptsCoding(request.headers.get('Accept-Encoding'), 'gzip');
            const sent = keptPage(entry, nonce, gzip, text);
            return new Response(bytesOf(sent.body), { status: 200, headers: sent.headers });
          } finally {
            ended();
          }
        },
      };
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * How long a shared cache may keep this response (`s-maxage`, else `max-age`), when it is a whole
 * HTML page that declares any visitor may get it and sets no cookie; null for any other.
 */
function sharedMaxAgeMs(response: Response): number | null {
  const directives = new Map(
    (response.headers.get('Cache-Control') ?? '').split(',').map((part) => {
      const [name = '', value = ''] = part.trim().toLowerCase().split('=');
      return [name, value] as const;
    }),
  );
  const seconds = Number(directives.get('s-maxage') ?? directives.get('max-age'));
  const keepable =
    response.status === 200 &&
    directives.has('public') &&
    Number.isInteger(seconds) &&
    seconds > 0 &&
    (response.headers.get('Content-Type') ?? '').startsWith('text/html') &&
    response.headers.getSetCookie().length === 0 &&
    !response.headers.has('Content-Encoding');
  return keepable ? seconds * 1000 : null;
}

/** A page's headers as kept: gzipped, and as it is, each varying on the coding asked for. */
function keptHeaders(headers: Headers): Entry['headers'] {
  const plain: Record<string, string> = Object.fromEntries(headers);
  plain.vary = plain.vary ? `${plain.vary}, Accept-Encoding` : 'Accept-Encoding';
  return { plain, gzip: { ...plain, 'content-encoding': 'gzip' } };
}

/**
 * A kept page with this response's nonce: gzipped, or as it is for a client that takes no gzip
 * (`text`, when the page was just rendered with this nonce, spares unzipping it).
 */
function keptPage(entry: Entry, nonce: string, gzip: boolean, text?: Buffer): KeptPage {
  if (gzip) return { headers: entry.headers.gzip, body: gzipWithNonce(entry.page, nonce) };
  return { headers: entry.headers.plain, body: text ?? textWithNonce(entry.page, nonce) };
}

/** A Buffer as the plain byte array a Response body takes, without copying. */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}
