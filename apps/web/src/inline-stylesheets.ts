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

/**
 * The head with the page's built stylesheets inlined in one `<style>` where the first of them was,
 * so that nothing blocks the first paint: each `<link>` stays (React hydrates the head it
 * rendered, and navigations keep their links) but `disabled`, so the browser does not fetch it.
 */
export function inlineStylesheetsInHead(head: string, stylesheets: ReadonlyMap<string, string>): string {
  const inlined: string[] = [];
  const rewritten = head.replace(STYLESHEET_LINK, (link) => {
    const href = ASSET_HREF.exec(link)?.[1];
    const css = href === undefined ? undefined : stylesheets.get(href);
    // A stylesheet that could close the element early stays a link.
    if (css === undefined || /<\/style/i.test(css) || link.includes(' disabled')) return link;
    const marker = inlined.length === 0 ? '\u0000' : '';
    inlined.push(css);
    return `${marker}${link.replace(/\/?>$/, (end) => ` disabled=""${end}`)}`;
  });
  if (inlined.length === 0) return head;
  return rewritten.replace('\u0000', `<style>${inlined.join('\n')}</style>`);
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
              Buffer.from(inlineStylesheetsInHead(head.toString('utf8', 0, end), stylesheets)),
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
