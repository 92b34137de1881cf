import { isActiveLink } from './active-link.ts';

/**
 * A menu link with the query-string values every link of a menu shares (spec §2, such as the
 * language): appended with `?` to a link without a query, with `&` to one that has its own. Empty
 * shared values leave the link as it is; a hash stays at the end.
 */
export function withSharedQuery(url: string, shared: string): string {
  const values = shared.replace(/^[?&]+/, '');
  if (values === '') return url;
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const separator = base.includes('?') ? (base.endsWith('?') || base.endsWith('&') ? '' : '&') : '?';
  return `${base}${separator}${values}${hash}`;
}

/** A side-navigation entry: a link, or a group of links. */
export type NavEntry = { readonly url?: string; readonly items?: readonly NavEntry[] };

/** Whether a group of the side navigation holds the current page, at any depth: it opens then (spec §2). */
export function holdsActiveLink(entry: NavEntry, currentUrl: string): boolean {
  if (entry.url !== undefined && isActiveLink(entry.url, currentUrl)) return true;
  return (entry.items ?? []).some((item) => holdsActiveLink(item, currentUrl));
}
