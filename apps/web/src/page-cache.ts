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

/** One request's dealings with the cache: the page kept for it, or a way to keep the one rendered. */
export type PageVisit = {
  /** The page as kept, with this response's nonce, compressed when the client takes gzip; or null. */
  readonly kept: Response | null;
  /**
   * Another request is rendering this page to keep it: ends when it is kept or given up (10 s at
   * most). Visit again then, with `waited`, rather than render the same page at the same time.
   */
  readonly rendering: Promise<void> | null;
  /**
   * The response to send. A page that may be kept is read whole (a public page has no part that
   * waits on data), compressed once around its nonce and kept, and the response is assembled from
   * what is kept, as later ones are: the page is not compressed a second time to send it.
   */
  keep(response: Response): Promise<Response>;
  /** The page will not be kept after all (its render failed, or it changed the response's policy). */
  abandon(): void;
};

type Entry = {
  readonly version: string;
  readonly storedAt: number;
  /** What the page allows shared caches (`s-maxage`): pages count days and vacancies expire unwritten. */
  readonly maxAgeMs: number;
  readonly headers: [string, string][];
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
 * at most (`s-maxage`, else `max-age`). Once the cache is full, a
 * page is kept only the second time it is asked for, so that one-off searches do not push out the
 * pages people come back to.
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

  function answer(key: string, request: Request, nonce: string): Response | null {
    const entry = entries.get(key);
    if (!entry) return null;
    const age = now() - entry.storedAt;
    if (
      entry.version !== version() ||
      age < 0 ||
      age >= entry.maxAgeMs ||
      entry.page.nonceLength !== nonce.length
    ) {
      remove(key);
      return null;
    }
    entries.delete(key);
    entries.set(key, entry);
    return keptResponse(request, entry.headers, entry.page, nonce);
  }

  return {
    /**
     * A request's visit; null for one the cache has nothing to do with: not a GET, carrying a
     * cookie (a session or a language choice may change the page), or without a nonce to fill in.
     */
    visit(request: Request, nonce: string | undefined, { waited = false } = {}): PageVisit | null {
      if (request.method !== 'GET' || request.headers.has('Cookie') || !nonce) return null;
      const key = request.url;
      const kept = answer(key, request, nonce);
      if (kept) return { kept, rendering: null, keep: async (response) => response, abandon: () => {} };
      // While there is room every public page is kept; once full, only one asked for before.
      const storeThis = askedBefore(key) || bytes < maxBytes * FULL_SHARE;
      const underWay = rendering.get(key);
      // One render of a page at a time: the others wait for it (once), then get it kept.
      if (underWay && !waited) {
        const waiting = Promise.race([
          underWay,
          new Promise<void>((resolve) => setTimeout(resolve, RENDERING_WAIT_MS).unref()),
        ]);
        return { kept: null, rendering: waiting, keep: async (response) => response, abandon: () => {} };
      }
      let ended = () => {};
      if (storeThis && !underWay) {
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
        kept: null,
        rendering: null,
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
            const headers: [string, string][] = [...response.headers];
            // Rendered while the data changed: it shows what was there before, and is not kept.
            if (version() === askedVersion) {
              store(key, {
                version: askedVersion,
                storedAt: askedAt,
                maxAgeMs,
                headers,
                page,
                bytes: page.ownBytes,
              });
            }
            return keptResponse(request, headers, page, nonce, text);
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

/**
 * A kept page with this response's nonce: gzipped, or as it is for a client that takes no gzip
 * (`text`, when the page was just rendered with this nonce, spares unzipping it).
 */
function keptResponse(
  request: Request,
  keptHeaders: readonly [string, string][],
  page: NoncedGzip,
  nonce: string,
  text?: Buffer,
): Response {
  const headers = new Headers(keptHeaders as [string, string][]);
  headers.append('Vary', 'Accept-Encoding');
  if (!acceptsCoding(request, 'gzip'))
    return new Response(bytesOf(text ?? textWithNonce(page, nonce)), { headers });
  headers.set('Content-Encoding', 'gzip');
  return new Response(bytesOf(gzipWithNonce(page, nonce)), { headers });
}

/** A Buffer as the plain byte array a Response body takes, without copying. */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}
