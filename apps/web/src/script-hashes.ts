import { createHash, randomBytes } from 'node:crypto';

/** An opening `<script …>` tag, its content and its end: React escapes `</script` out of contents. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * A secret for one render: React and React Router put it where a CSP nonce goes, on every script
 * they render themselves. It never leaves the server: {@link scriptsByHash} takes it out of the
 * page and names those scripts by their hashes instead. 96 random bits, so no text a visitor
 * wrote can hold it.
 */
export function newScriptMarker(): string {
  return randomBytes(12).toString('base64url');
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
  const attribute = ` nonce="${marker}"`;
  const text = page.toString('utf8');
  if (!text.includes(attribute)) return { html: page, hashes: [] };
  const hashes: string[] = [];
  for (const [, tag = '', content = ''] of text.matchAll(SCRIPT)) {
    if (tag.includes(attribute) && content.length > 0) hashes.push(scriptHash(content));
  }
  return { html: Buffer.from(text.replaceAll(attribute, '')), hashes: [...new Set(hashes)] };
}
