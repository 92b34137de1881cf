import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { type Coding, compressWhole, preferredCoding } from './compress-response.ts';

export type PageCacheOptions = {
  /**
   * Changes whenever what public pages show may have changed: the API's data version
   * (`app.publicDataVersion`), one signal for every in-process cache.
   */
  readonly version: () => string;
  readonly now?: () => number;
  /** Bounds the memory, counted in compressed bytes: a vacancy page weighs 15 to 20 KB compressed. */
  readonly maxBytes?: number;
};

/** A kept page as a response carries it. */
export type KeptPage = {
  readonly headers: Readonly<Record<string, string>>;
  /** In the best coding the client takes (Zstandard, brotli, gzip), else as it is. */
  readonly body: Buffer;
};

/** A request that renders a page the cache may keep. */
export type PageVisit = {
  /**
   * The response to send. A page that may be kept (read whole: a public page has no part that
   * waits on data) is compressed once in the coding the client takes and kept, and the response
   * is sent from what is kept, as later ones are.
   */
  keep(response: Response): Promise<Response>;
  /** The page will not be kept after all (its render failed, or it changed the response's policy). */
  abandon(): void;
};

/** Whether the cache deals with a request at all: a GET without a cookie (a session or a language choice may change the page). */
export function mayBeKept(method: string, hasCookie: boolean): boolean {
  return method === 'GET' && !hasCookie;
}

type Entry = {
  readonly storedAt: number;
  /** What the page allows shared caches (`s-maxage`): pages count days and vacancies expire unwritten. */
  readonly maxAgeMs: number;
  /** The page's headers, its coding left out. */
  readonly headers: Readonly<Record<string, string>>;
  /** The page in each coding asked for so far: one at first, others as clients ask for them. */
  readonly encoded: Map<Coding, Buffer>;
};

const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;
/** How long a request waits for another one's render of the same page, at most. */
const RENDERING_WAIT_MS = 10_000;
/** How many recently asked addresses are remembered, to keep only pages asked for twice once full. */
const ASKED_REMEMBERED = 10_000;
/** The share of its memory bound past which the cache counts as full: dropping pages to keep others. */
const FULL_SHARE = 0.9;

const sizeOf = (entry: Entry) => {
  let bytes = 1024;
  for (const body of entry.encoded.values()) bytes += body.length;
  return bytes;
};

/**
 * Public pages kept in memory, rendered and compressed, for visitors who send no cookie (first
 * visits, crawlers, a CDN): what anyone would get, byte for byte (inline scripts are allowed by
 * their hashes, not a per-response nonce), so a page that declares itself public
 * (`Cache-Control: public` with a shared max age) and sets no cookie is kept, keyed by its full URL,
 * and served until {@link PageCacheOptions.version} changes (every page is dropped then), for as
 * long as it lets a CDN keep it at most (`s-maxage`, else `max-age`). The least recently used are
 * dropped past the memory bound (`lru-cache`). A search (an address with a query), and once the
 * cache is full any page, is kept only the second time it is asked for, so that one-off searches
 * neither cost a keeping nor push out the pages people come back to.
 */
export function createPageCache({ version, now = Date.now, maxBytes = DEFAULT_MAX_BYTES }: PageCacheOptions) {
  const entries = new LRUCache<string, Entry>({ maxSize: maxBytes, sizeCalculation: sizeOf });
  const asked = new LRUCache<string, true>({ max: ASKED_REMEMBERED });
  /** Pages being rendered to be kept, by key: ends when kept or given up. */
  const rendering = new Map<string, Promise<void>>();
  let entriesVersion = version();

  /** The entries, emptied first when the data changed since they were kept. */
  function current(): LRUCache<string, Entry> {
    const latest = version();
    if (latest !== entriesVersion) {
      entries.clear();
      entriesVersion = latest;
    }
    return entries;
  }

  /** Whether `key` was asked for before; remembers that it now was. */
  function askedBefore(key: string): boolean {
    if (asked.has(key)) return true;
    asked.set(key, true);
    return false;
  }

  /** The entry's page in `coding` (null: as it is), made from a coding it has when new, and kept. */
  function bodyIn(key: string, entry: Entry, coding: Coding | null): Buffer {
    if (coding !== null) {
      const known = entry.encoded.get(coding);
      if (known) return known;
    }
    const [[firstCoding, first]] = entry.encoded as unknown as [[Coding, Buffer]];
    const text = decompress(firstCoding, first);
    if (coding === null) return text;
    const body = held(compressWhole(coding, text));
    entry.encoded.set(coding, body);
    // Counted again with its new coding, where it stands, its age unchanged.
    if (entries.peek(key) === entry) entries.set(key, entry, { noUpdateTTL: true, noDisposeOnSet: true });
    return body;
  }

  function keptPage(key: string, entry: Entry, acceptEncoding: string | null | undefined): KeptPage {
    const coding = preferredCoding(acceptEncoding);
    const body = bodyIn(key, entry, coding);
    return { headers: coding ? { ...entry.headers, 'content-encoding': coding } : entry.headers, body };
  }

  return {
    /** The page kept at `url`, in the best coding a client with this `Accept-Encoding` takes; or null. */
    kept(url: string, acceptEncoding: string | null | undefined): KeptPage | null {
      const kept = current();
      const entry = kept.get(url);
      if (!entry) return null;
      const age = now() - entry.storedAt;
      if (age < 0 || age >= entry.maxAgeMs) {
        kept.delete(url);
        return null;
      }
      return keptPage(url, entry, acceptEncoding);
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
    visit(request: Request, key = request.url): PageVisit | null {
      if (!mayBeKept(request.method, request.headers.has('Cookie'))) return null;
      // While there is room a public page is kept at its first visit, once full only when asked
      // for before. An address with a query (a search, its filters, a page of its results) waits
      // for its second visit either way: most searches are asked once.
      const storeThis =
        askedBefore(key) || (current().calculatedSize < maxBytes * FULL_SHARE && !key.includes('?'));
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
            const coding = preferredCoding(request.headers.get('Accept-Encoding'));
            const headers: Record<string, string> = Object.fromEntries(response.headers);
            headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
            delete headers['content-length'];
            if (coding === null) return new Response(bytesOf(text), { status: 200, headers });
            const entry: Entry = {
              storedAt: askedAt,
              maxAgeMs,
              headers,
              encoded: new Map([[coding, held(compressWhole(coding, text))]]),
            };
            // Rendered while the data changed: it shows what was there before, and is not kept.
            if (version() === askedVersion) current().set(key, entry);
            const sent = keptPage(key, entry, request.headers.get('Accept-Encoding'));
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

function decompress(coding: Coding, body: Buffer): Buffer {
  if (coding === 'zstd') return zstdDecompressSync(body);
  return coding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
}

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
 * A copy in memory of its own size: zlib's output may be a slice of a larger buffer, which a kept
 * page would hold on to whole.
 */
function held(bytes: Buffer): Buffer {
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

/** A Buffer as the plain byte array a Response body takes, without copying. */
function bytesOf(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);
}
