/** A byte string to find in a page and what to put in its place. */
type Replacement = readonly [find: Buffer, replaceWith: Buffer];

const PRELOAD = Buffer.from('<link rel="modulepreload"');
const INERT_PRELOAD = Buffer.from('<link rel="modulepreload" media="not all"');
/** React Router's inline module script, the one that imports the page's modules and hydrates it. */
const HYDRATION_MODULE = Buffer.from(' type="module" async=""');
const HYDRATION_DATA = Buffer.from(' type="text/x-hydration"');
const HEAD_END = Buffer.from('</head>');

/**
 * Run once the first frame is painted (at once in a hidden tab, which paints nothing): preload the
 * page's modules and run its hydration script, as the server rendered them.
 */
const STARTER = `(()=>{const start=()=>{for(const link of document.querySelectorAll('link[rel="modulepreload"][media="not all"]')){const preload=document.createElement('link');preload.rel='modulepreload';preload.href=link.href;document.head.append(preload)}for(const data of document.querySelectorAll('script[type="text/x-hydration"]')){const script=document.createElement('script');script.type='module';script.textContent=data.textContent;document.head.append(script)}};addEventListener('DOMContentLoaded',()=>document.visibilityState==='hidden'?start():requestAnimationFrame(()=>setTimeout(start)),{once:true})})()`;

/** `html` with every occurrence of each `find` replaced. */
export function replaceAll(html: Buffer, replacements: readonly Replacement[]): Buffer {
  let result = html;
  for (const [find, replaceWith] of replacements) {
    const parts: Buffer[] = [];
    let start = 0;
    for (let at = result.indexOf(find); at >= 0; at = result.indexOf(find, start)) {
      parts.push(result.subarray(start, at), replaceWith);
      start = at + find.length;
    }
    if (parts.length > 0) result = Buffer.concat([...parts, result.subarray(start)]);
  }
  return result;
}

/** How many bytes at the end of `html` could begin one of the strings, for the next chunk to complete. */
function partialMatchLength(html: Buffer, replacements: readonly Replacement[]): number {
  let longest = 0;
  for (const [find] of replacements) {
    for (let length = Math.min(find.length - 1, html.length); length > longest; length--) {
      const at = html.length - length;
      // Compared in place: this runs for every length at the end of every chunk of every page.
      if (html[at] === find[0] && html.compare(find, 0, length, at) === 0) longest = length;
    }
  }
  return longest;
}

/**
 * Where what can be sent of `html` ends, `from` bytes in: further on when a whole occurrence of one
 * of the strings straddles that point (its last bytes may also begin another string), so that it is
 * replaced whole.
 */
function sendableLength(html: Buffer, from: number, replacements: readonly Replacement[]): number {
  let end = from;
  for (let moved = true; moved; ) {
    moved = false;
    for (const [find] of replacements) {
      for (
        let at = html.indexOf(find, Math.max(0, end - find.length + 1));
        at >= 0 && at < end;
        at = html.indexOf(find, at + 1)
      ) {
        if (at + find.length > end) {
          end = at + find.length;
          moved = true;
        }
      }
    }
  }
  return end;
}

/** A streamed page with {@link replaceAll} applied across its chunks. */
function replacingInStream(
  response: Response,
  body: ReadableStream<Uint8Array>,
  replacements: readonly Replacement[],
) {
  let carried = Buffer.alloc(0);
  const transform = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      const bytes =
        carried.length === 0
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
          : Buffer.concat([carried, chunk]);
      const sent = sendableLength(
        bytes,
        bytes.length - partialMatchLength(bytes, replacements),
        replacements,
      );
      controller.enqueue(replaceAll(bytes.subarray(0, sent), replacements));
      carried = Buffer.from(bytes.subarray(sent));
    },
    flush(controller) {
      if (carried.length > 0) controller.enqueue(replaceAll(carried, replacements));
    },
  });
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(body.pipeThrough(transform), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * A page that starts loading its scripts once its first frame is painted; other responses pass
 * through. The server renders every page whole and the scripts only hydrate it, so on a slow
 * connection they must not compete with the document for the first paint: the module preloads go
 * out inert (`media="not all"`) and React Router's hydration script as a data block, and a small
 * script in the head starts both after the first frame. The starter and the data block carry the
 * render's script marker (`nonce`), so that the policy names both by hash (`script-hashes.ts`): the
 * module the starter makes has the data block's very text, so the same hash lets it run. Links go
 * out without the marker, which only scripts need.
 */
export function deferredHydration(response: Response, nonce: string | undefined): Response {
  if (!response.body || !(response.headers.get('Content-Type') ?? '').startsWith('text/html'))
    return response;
  const nonceAttribute = nonce === undefined ? '' : ` nonce="${nonce}"`;
  // Links need no marker (the policy's 'self' admits the site's own modules, stylesheets and icon).
  // React Router writes it first in a stylesheet's or the icon's link, last in a module preload's.
  const linkNonces: Replacement[] =
    nonce === undefined
      ? []
      : [
          [Buffer.from(`<link nonce="${nonce}" `), Buffer.from('<link ')],
          [Buffer.from(`" nonce="${nonce}"/>`), Buffer.from('"/>')],
        ];
  return replacingInStream(response, response.body, [
    [PRELOAD, INERT_PRELOAD],
    [HYDRATION_MODULE, HYDRATION_DATA],
    ...linkNonces,
    [HEAD_END, Buffer.from(`<script${nonceAttribute}>${STARTER}</script></head>`)],
  ]);
}
