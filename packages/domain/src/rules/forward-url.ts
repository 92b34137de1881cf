import { paths } from '../paths.ts';

/** Resolves paths against a placeholder origin: a path that leaves it names another site. */
const PLACEHOLDER_ORIGIN = 'http://camello.invalid';
/** Longer than any return address the site builds; a bigger value is not one of ours. */
const MAX_FORWARD_URL_LENGTH = 4096;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** Whitespace, control characters and backslashes: browsers strip or rewrite them into other hosts. */
const UNSAFE_CHARACTER = /[\s\p{Cc}\\]/u;

/** Base64 of UTF-8 text, as the sign-in page reads `forwardUrl` (spec §2). */
export function encodeForwardUrl(sitePath: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(sitePath)));
}

function decodeBase64Utf8(value: string): string | null {
  // A `+` the sender left unencoded reaches us as a space once the query string is decoded.
  const base64 = value.replaceAll(' ', '+');
  if (base64 === '' || !BASE64.test(base64) || base64.length % 4 === 1) return null;
  try {
    const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** Whether a path, once percent-decoded, would start like an address on another host. */
function startsLikeAnotherHost(pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return /^[/\\]{2}/.test(decoded) || UNSAFE_CHARACTER.test(decoded);
}

/**
 * The site path a `forwardUrl` (base64 of a path on this site, spec §2) leads back to after
 * sign-in or sign-up; anything that could leave the site, or that does not decode, is the jobs
 * list: another host, an absolute URL, `//host`, `/\host`, `javascript:`, whitespace or control
 * characters, bad base64 or bad UTF-8.
 */
export function forwardPathOf(forwardUrl: string | null | undefined): string {
  const fallback = paths.jobs();
  if (!forwardUrl || forwardUrl.length > MAX_FORWARD_URL_LENGTH) return fallback;
  const decoded = decodeBase64Utf8(forwardUrl);
  return (decoded !== null && safeSitePath(decoded)) || fallback;
}

/** `target` if it is a path on this site (normalised: `/a/../b` is `/b`), else null. */
export function safeSitePath(target: string): string | null {
  if (!target.startsWith('/') || target.startsWith('//') || UNSAFE_CHARACTER.test(target)) return null;
  const url = URL.parse(target, PLACEHOLDER_ORIGIN);
  if (!url || url.origin !== PLACEHOLDER_ORIGIN || startsLikeAnotherHost(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
