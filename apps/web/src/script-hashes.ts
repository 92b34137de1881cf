import { createHash, randomFillSync } from 'node:crypto';

const SCRIPT_START = Buffer.from('<script');
const SCRIPT_END = Buffer.from('</script>');
const TAG_START = '<'.charCodeAt(0);
const TAG_END = '>'.charCodeAt(0);

const MARKER_BYTES = 12;
/**
 * Random bytes drawn 3 KB at a time, each used for one marker only: one call into the system's
 * random source per 256 renders instead of one per render.
 */
const markerPool = Buffer.alloc(256 * MARKER_BYTES);
let markerPoolOffset = markerPool.length;

/**
 * A secret for one render: React and React Router put it where a CSP nonce goes, on every script
 * they render themselves. It never leaves the server: {@link scriptsByHash} takes it out of the
 * page and names those scripts by their hashes instead. 96 random bits, so no text a visitor
 * wrote can hold it.
 */
export function newScriptMarker(): string {
  if (markerPoolOffset === markerPool.length) {
    randomFillSync(markerPool);
    markerPoolOffset = 0;
  }
  markerPoolOffset += MARKER_BYTES;
  return markerPool.toString('base64url', markerPoolOffset - MARKER_BYTES, markerPoolOffset);
}

/** A rendered page whose own scripts are named by hash, and the page without their marker. */
export type HashedPage = {
  /** The page as sent: the same bytes for every render of the same page. */
  readonly html: Buffer;
  /** Base64 SHA-256 of each marked inline script's content, in the order they come. */
  readonly hashes: readonly string[];
};

/** The base64 SHA-256 of a script's content, as a CSP `'sha256-…'` source names it. */
export function scriptHash(content: string | Buffer): string {
  return createHash('sha256').update(content).digest('base64');
}

/**
 * The inline scripts the server rendered (their opening tag carries ` nonce="marker"`) named by the
 * SHA-256 of their content, and the page with the marker taken out of every tag. A script without
 * the marker (markup that got into the page some other way) is named by nothing, so the browser
 * runs none: the guarantee a per-response nonce gave, with a page that is the same bytes for
 * every visitor, which any cache may keep. Hashes are of the content's bytes, as the browser hashes
 * a script's text (UTF-8); a script whose type runs nothing (`text/x-hydration`, which the starter
 * turns into a module with the same text) is named too.
 */
export function scriptsByHash(page: Buffer, marker: string): HashedPage {
  const attribute = Buffer.from(` nonce="${marker}"`);
  let at = page.indexOf(attribute);
  if (at < 0) return { html: page, hashes: [] };
  // Byte offsets, not text: the page is neither decoded nor encoded again.
  const pieces: Buffer[] = [];
  const hashes = new Set<string>();
  let kept = 0;
  while (at >= 0) {
    pieces.push(page.subarray(kept, at));
    kept = at + attribute.length;
    // The tag the marker is in (React escapes `<` and `>` in attribute values): a script's content
    // runs from its end to the first `</script>`, as the browser reads it.
    const tagStart = page.lastIndexOf(TAG_START, at);
    const tagEnd = page.indexOf(TAG_END, kept);
    if (
      tagStart >= 0 &&
      tagEnd >= 0 &&
      page.compare(SCRIPT_START, 0, SCRIPT_START.length, tagStart, tagStart + SCRIPT_START.length) === 0
    ) {
      const contentEnd = page.indexOf(SCRIPT_END, tagEnd + 1);
      if (contentEnd > tagEnd + 1) hashes.add(scriptHash(page.subarray(tagEnd + 1, contentEnd)));
    }
    at = page.indexOf(attribute, kept);
  }
  pieces.push(page.subarray(kept));
  return { html: Buffer.concat(pieces), hashes: [...hashes] };
}
