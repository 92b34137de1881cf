import type { Transform } from 'node:stream';
import {
  brotliCompressSync,
  constants,
  createBrotliCompress,
  createGzip,
  createZstdCompress,
  gzipSync,
  zstdCompressSync,
} from 'node:zlib';

/** Content types worth compressing: documents, JSON and React Router's data responses. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml))/;

/**
 * Brotli at quality 4: smaller than gzip's default level and cheaper to produce (a 130 KB listing
 * page: 28 KB in less CPU time than gzip's 32 KB). Higher qualities cost several times more CPU
 * per page for a few percent; static files are precompressed at quality 11 instead.
 */
const BROTLI_PAGE_QUALITY = 4;
/**
 * A 256 KB window (2^18) instead of brotli's 4 MB: pages are smaller, so they compress the same,
 * and each page's encoder allocates and touches far less memory. Under 10 concurrent pages that
 * took the compression from about 6 ms of CPU time per vacancy page to about 2.
 */
const BROTLI_PAGE_WINDOW_BITS = 18;

/**
 * Zstandard at its default level 3, for the browsers that take it (Chromium and Firefox): a
 * 174 KB listing page in 0.3 ms of CPU time against brotli's 1.5 ms, for 6 % more bytes (32 KB
 * against 30). Same 256 KB window as brotli's, for the same reason. Node 24 still calls its
 * Zstandard functions experimental: the tests beside this file decode what they produce.
 */
const ZSTD_OPTIONS = {
  params: {
    [constants.ZSTD_c_compressionLevel]: 3,
    [constants.ZSTD_c_windowLog]: 18,
  },
};

export type Coding = 'zstd' | 'br' | 'gzip';

const BROTLI_OPTIONS = {
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_PAGE_QUALITY,
    [constants.BROTLI_PARAM_LGWIN]: BROTLI_PAGE_WINDOW_BITS,
  },
};

/** The codings a client accepts (its `Accept-Encoding`), those with a quality above 0. */
function acceptedCodings(acceptEncoding: string | null | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
    if (quality === undefined || Number(quality.trim().slice(2)) > 0) accepted.add(coding.trim());
  }
  return accepted;
}

/** The coding a client that sends this `Accept-Encoding` accepts, the cheapest to produce first; null for none of ours. */
export function preferredCoding(acceptEncoding: string | null | undefined): Coding | null {
  const accepted = acceptedCodings(acceptEncoding);
  if (accepted.has('zstd')) return 'zstd';
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

function streamingEncoder(coding: Coding): Transform {
  if (coding === 'zstd') return createZstdCompress(ZSTD_OPTIONS);
  return coding === 'br' ? createBrotliCompress(BROTLI_OPTIONS) : createGzip();
}

/** A whole body in one coding, with the same settings as a streamed page. */
export function compressWhole(coding: Coding, whole: Buffer): Buffer {
  if (coding === 'zstd') return zstdCompressSync(whole, ZSTD_OPTIONS);
  return coding === 'br' ? brotliCompressSync(whole, BROTLI_OPTIONS) : gzipSync(whole);
}

/**
 * Compresses a body as it streams. A page that arrives whole before the event loop turns (most
 * do: React writes a page with nothing left to wait for in one go) is compressed in one call on
 * this thread; one that pauses (a part still loading) starts a streaming encoder with what it has
 * and sends on each part as it comes. For a vacancy page the single call takes about half the CPU
 * time of the streaming encoder, which hands every piece to another thread and back.
 */
function compressing(coding: Coding): TransformStream<Uint8Array, Uint8Array> {
  let pieces: Buffer[] = [];
  let encoder: Transform | null = null;
  let ended: Promise<void> = Promise.resolve();
  let pauseAwaited = false;

  const startStreaming = (controller: TransformStreamDefaultController<Uint8Array>) => {
    const started = streamingEncoder(coding);
    started.on('data', (chunk: Buffer) => {
      try {
        controller.enqueue(chunk);
      } catch {
        // The visitor left: the stream was cancelled and wants no more.
      }
    });
    ended = new Promise((resolve, reject) => {
      started.once('end', resolve);
      started.once('error', reject);
    });
    for (const piece of pieces) started.write(piece);
    pieces = [];
    encoder = started;
  };

  return new TransformStream({
    transform(piece, controller) {
      const bytes = Buffer.from(piece.buffer, piece.byteOffset, piece.byteLength);
      if (encoder) {
        encoder.write(bytes);
        return;
      }
      pieces.push(bytes);
      if (pauseAwaited) return;
      pauseAwaited = true;
      // Still open once the pieces written in this turn of the event loop are in: it streams.
      setImmediate(() => {
        if (!encoder && pieces.length > 0) startStreaming(controller);
      });
    },
    flush(controller) {
      if (encoder) {
        encoder.end();
        return ended;
      }
      const whole = Buffer.concat(pieces);
      pieces = [];
      controller.enqueue(compressWhole(coding, whole));
      return undefined;
    },
  });
}

/**
 * Compresses a rendered page or data response with Zstandard, brotli or gzip, the first of them the
 * client accepts.
 * Static files are precompressed at build time instead; responses already encoded are left alone.
 */
export function compressResponse(request: Request, response: Response): Response {
  const headers = new Headers(response.headers);
  if (
    !response.body ||
    headers.has('Content-Encoding') ||
    !COMPRESSIBLE.test(headers.get('Content-Type') ?? '')
  ) {
    return response;
  }
  headers.append('Vary', 'Accept-Encoding');
  const coding = preferredCoding(request.headers.get('Accept-Encoding'));
  if (coding === null) return new Response(response.body, { status: response.status, headers });
  headers.set('Content-Encoding', coding);
  headers.delete('Content-Length');
  return new Response(response.body.pipeThrough(compressing(coding)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
