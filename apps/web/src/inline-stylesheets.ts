import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `<link … rel="stylesheet" … href="/assets/name.css">` (a `#` after the name loads the same file). */
const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
const ASSET_HREF = /\bhref="(\/assets\/[A-Za-z0-9._-]+\.css)#?"/;
/** A document's head is a few kilobytes; past this, the page is sent as it is. */
const MAX_HEAD_BYTES = 256 * 1024;
const HEAD_END = Buffer.from('</head>');

/** The built stylesheets by URL path (`/assets/root-abc.css` → its text), read once at start. */
export function readBuiltStylesheets(clientDirectory: string): ReadonlyMap<string, string> {
  const assets = path.join(clientDirectory, 'assets');
  const stylesheets = new Map<string, string>();
  for (const name of readdirSync(assets)) {
    if (name.endsWith('.css'))
      stylesheets.set(`/assets/${name}`, readFileSync(path.join(assets, name), 'utf8'));
  }
  return stylesheets;
}

/** Distinct combinations of stylesheets whose `<style>` element is kept ready (one per kind of page). */
const STYLE_ELEMENTS_KEPT = 64;

/**
 * What inlining a set of built stylesheets takes, worked out once for all pages: whether each can be
 * inlined, and the `<style>` element of each combination pages ask for, as bytes. Each page would
 * otherwise search its 40 KB of CSS for a closing tag and build and encode that text again.
 */
type Inlining = { inlinable(href: string): boolean; styleElement(hrefs: readonly string[]): Buffer };
const inliningBySet = new WeakMap<ReadonlyMap<string, string>, Inlining>();

function inliningOf(stylesheets: ReadonlyMap<string, string>): Inlining {
  const known = inliningBySet.get(stylesheets);
  if (known) return known;
  // A stylesheet that could close the element early stays a link.
  const inlinable = new Set(
    [...stylesheets].filter(([, css]) => !/<\/style/i.test(css)).map(([href]) => href),
  );
  const elements = new Map<string, Buffer>();
  const inlining: Inlining = {
    inlinable: (href) => inlinable.has(href),
    styleElement(hrefs) {
      const key = hrefs.join(' ');
      let element = elements.get(key);
      if (!element) {
        element = Buffer.from(`<style>${hrefs.map((href) => stylesheets.get(href)).join('\n')}</style>`);
        if (elements.size >= STYLE_ELEMENTS_KEPT) elements.delete(elements.keys().next().value as string);
        elements.set(key, element);
      }
      return element;
    },
  };
  inliningBySet.set(stylesheets, inlining);
  return inlining;
}

/**
 * The head with the page's built stylesheets inlined in one `<style>` where the first of them was,
 * so that nothing blocks the first paint: each `<link>` stays (React hydrates the head it
 * rendered, and navigations keep their links) but `disabled`, so the browser does not fetch it.
 */
export function inlineStylesheetsInHead(head: string, stylesheets: ReadonlyMap<string, string>): Buffer {
  const inlining = inliningOf(stylesheets);
  const inlined: string[] = [];
  const rewritten = head.replace(STYLESHEET_LINK, (link) => {
    const href = ASSET_HREF.exec(link)?.[1];
    if (href === undefined || !inlining.inlinable(href) || link.includes(' disabled')) return link;
    const marker = inlined.length === 0 ? '\u0000' : '';
    inlined.push(href);
    return `${marker}${link.replace(/\/?>$/, (end) => ` disabled=""${end}`)}`;
  });
  if (inlined.length === 0) return Buffer.from(head);
  const at = rewritten.indexOf('\u0000');
  return Buffer.concat([
    Buffer.from(rewritten.slice(0, at)),
    inlining.styleElement(inlined),
    Buffer.from(rewritten.slice(at + 1)),
  ]);
}

/**
 * A page response whose head has its stylesheets inlined (see `inlineStylesheetsInHead`); other
 * responses pass through. Only the head is buffered: the body still streams.
 */
export function inlineStylesheets(response: Response, stylesheets: ReadonlyMap<string, string>): Response {
  if (!response.body || !(response.headers.get('Content-Type') ?? '').startsWith('text/html'))
    return response;
  let head: Buffer = Buffer.alloc(0);
  let done = false;
  const transform = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (done) {
        controller.enqueue(chunk);
        return;
      }
      // A copy: the chunk's memory is not ours to hold on to until the head is complete.
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf(HEAD_END);
      if (end < 0 && head.length < MAX_HEAD_BYTES) return;
      done = true;
      // Only the head is decoded: the rest of the page goes on as the bytes it came in.
      controller.enqueue(
        end < 0
          ? head
          : Buffer.concat([
              inlineStylesheetsInHead(head.toString('utf8', 0, end), stylesheets),
              head.subarray(end),
            ]),
      );
    },
    flush(controller) {
      if (!done && head.length > 0) controller.enqueue(head);
    },
  });
  const headers = new Headers(response.headers);
  headers.delete('Content-Length');
  return new Response(response.body.pipeThrough(transform), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
