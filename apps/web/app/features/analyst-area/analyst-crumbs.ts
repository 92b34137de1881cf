import { breadcrumbLastSegmentText } from '@camello/domain';
import type { FeatureTranslate } from '../../i18n/feature-messages.ts';
import type { AnalystMessageKey } from './messages.ts';

type Translate = FeatureTranslate<AnalystMessageKey>;

/**
 * What an analyst-area route declares in its `handle` for the breadcrumbs: its text (the
 * breadcrumb's custom text, spec §3) from its loader data; without one, the last crumb reads its
 * own path (spec §5: hyphens become spaces, ids go).
 */
export type AnalystRouteHandle = {
  readonly analystCrumb?: (data: unknown, t: Translate) => string;
};

export type Crumb = { readonly text: string; readonly href: string };

type Match = { readonly pathname: string; readonly handle?: unknown; readonly loaderData?: unknown };

/** The breadcrumbs of an analyst page from its matched routes: one per route that names itself (with a text). */
export function analystCrumbsOf(matches: readonly Match[], t: Translate): Crumb[] {
  const crumbs: Crumb[] = [];
  const last = matches.at(-1);
  for (const match of matches) {
    const crumb = (match.handle as AnalystRouteHandle | undefined)?.analystCrumb;
    const text = crumb?.(match.loaderData, t) ?? '';
    if (text !== '') crumbs.push({ text, href: match.pathname });
  }
  if (last && crumbs.at(-1)?.href.replace(/\/$/, '') !== last.pathname.replace(/\/$/, '')) {
    const text = breadcrumbLastSegmentText(last.pathname);
    if (text !== '') crumbs.push({ text, href: last.pathname });
  }
  return crumbs;
}
