/** What a route module may declare in its `handle` export to shape the site layout. */
export type LayoutHandle = {
  readonly hideFooter?: boolean;
};

/** True when any matched route asks for the footer to be hidden. */
export function isFooterHidden(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => {
    const handle = match.handle as LayoutHandle | undefined;
    return handle?.hideFooter === true;
  });
}
