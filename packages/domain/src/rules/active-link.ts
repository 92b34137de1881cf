/** Resolves relative links against a placeholder origin: only the path matters. */
const PLACEHOLDER_ORIGIN = 'http://camello.invalid';

function pathOf(url: string): string | null {
  if (url.trim() === '' || !URL.canParse(url, PLACEHOLDER_ORIGIN)) return null;
  const { pathname } = new URL(url, PLACEHOLDER_ORIGIN);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Whether a navigation link points at the current page: compares paths only (host, query and hash
 * removed, a trailing slash ignored). An empty or unparsable URL never matches.
 */
export function isActiveLink(linkUrl: string, currentUrl: string): boolean {
  const linkPath = pathOf(linkUrl);
  return linkPath !== null && linkPath === pathOf(currentUrl);
}
