import type { ComponentType } from 'react';

/** The header a route brings instead of the site's, given the term of the current search. */
export type PageHeader = ComponentType<{ term: string }>;

/** What a route module may declare in its `handle` export to shape the site layout. */
export type LayoutHandle = {
  readonly hideFooter?: boolean;
  /** Its own header (the signed-in pages' one, rendered on the server from their loader). */
  readonly header?: PageHeader;
};

/** True when any matched route asks for the footer to be hidden. */
export function isFooterHidden(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => {
    const handle = match.handle as LayoutHandle | undefined;
    return handle?.hideFooter === true;
  });
}

/** The header the deepest matched route that brings one asks for, if any. */
export function pageHeaderOf(matches: readonly { handle?: unknown }[]): PageHeader | undefined {
  return matches.map((match) => (match.handle as LayoutHandle | undefined)?.header).findLast(Boolean);
}
