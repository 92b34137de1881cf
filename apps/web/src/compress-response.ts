import { Duplex } from 'node:stream';
import { constants, createBrotliCompress } from 'node:zlib';

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

type Coding = 'br' | 'gzip';

/** Pieces larger than this go to the compressor at once. */
const LARGEST_PIECE = 64 * 1024;

/** The coding a client accepts (`Accept-Encoding`), brotli first; null for none of ours. */
function acceptedCoding(request: Request): Coding | null {
  const accepted = new Set<string>();
  for (const part of (request.headers.get('Accept-Encoding') ?? '').split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.find((parameter) => parameter.trim().startsWith('q='));
    if (quality === undefined || Number(quality.trim().slice(2)) > 0) accepted.add(coding.trim());
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

function compressor(coding: Coding): ReadableWritablePair<Uint8Array, Uint8Array> {
  if (coding === 'gzip')
    return new CompressionStream('gzip') as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
  return Duplex.toWeb(
    createBrotliCompress({
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_PAGE_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: BROTLI_PAGE_WINDOW_BITS,
      },
    }),
  ) as ReadableWritablePair<Uint8Array, Uint8Array>;
}

/**
 * Joins the pieces a page streams in (React writes about 4 KB at a time) until the source pauses
 * or {@link LARGEST_PIECE} bytes gather: compressing a 170 KB page in 4 KB pieces costs about
 * twice the CPU time of compressing it in one, and the page still streams when its source waits.
 */
function inLargerPieces(): TransformStream<Uint8Array, Uint8Array> {
  let pieces: Uint8Array[] = [];
  let size = 0;
  let pauseAwaited = false;
  const pass = (controller: TransformStreamDefaultController<Uint8Array>) => {
    if (size === 0) return;
    const joined = pieces.length === 1 ? (pieces[0] as Uint8Array) : Buffer.concat(pieces, size);
    pieces = [];
    size = 0;
    controller.enqueue(joined);
  };
  return new TransformStream({
    transform(piece, controller) {
      pieces.push(piece);
      size += piece.byteLength;
      if (size >= LARGEST_PIECE) return pass(controller);
      if (pauseAwaited) return;
      pauseAwaited = true;
      // Once the pieces written in this turn of the event loop are in.
      setImmediate(() => {
        pauseAwaited = false;
        try {
          pass(controller);
        } catch {
          // The visitor left: the stream was cancelled and wants no more.
        }
      });
    },
    flush: pass,
  });
}

/**
 * Compresses a rendered page or data response with brotli, or gzip, when the client accepts it.
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
  const coding = acceptedCoding(request);
  if (coding === null) return new Response(response.body, { status: response.status, headers });
  headers.set('Content-Encoding', coding);
  headers.delete('Content-Length');
  return new Response(response.body.pipeThrough(inLargerPieces()).pipeThrough(compressor(coding)), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
