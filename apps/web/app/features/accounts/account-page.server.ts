import { encodeForwardUrl, forwardPathOf, withQuery } from '@camello/domain';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { createTranslator } from '../../i18n/index.ts';
import { publicUrl } from '../../shared/load-context.server.ts';
import { localeOf } from '../../shared/locale.server.ts';
import type { AccountPageData } from '../../shared/named-routes.ts';
import { currentUser } from '../../shared/session.server.ts';
import { type AccountMessageKey, accountMessagesOf } from './account-messages.ts';
import type { FormFailure } from './form-result.ts';

/** The sign-in flow actions of spec §4 the pages carry along; any other value is dropped. */
const FLOW_ACTIONS = ['apply', 'save', 'sign-in', 'sign-up'] as const;
export type FlowAction = (typeof FLOW_ACTIONS)[number];

/** Where the visitor goes once signed in (spec §2 `forwardUrl`, `action`), read from the page URL. */
export type Forward = {
  /** The safe path on the site: the decoded `forwardUrl`, else the jobs list. */
  readonly path: string;
  /** `forwardUrl` for the links between the account pages: that path again, or none if none came. */
  readonly forwardUrl: string | null;
  readonly action: FlowAction | null;
};

export function forwardOf(url: URL): Forward {
  const given = url.searchParams.get('forwardUrl');
  const path = forwardPathOf(given);
  const action = url.searchParams.get('action');
  return {
    path,
    forwardUrl: given ? encodeForwardUrl(path) : null,
    action: FLOW_ACTIONS.find((each) => each === action) ?? null,
  };
}

/**
 * An account page's loader data: its title in the page's language, where the header's links
 * return (`AccountPageData`), and what the page shows.
 */
export function accountPageData<T extends object>(
  context: Readonly<RouterContextProvider>,
  forward: Forward,
  title: AccountMessageKey,
  page: T,
): AccountPageData & { readonly title: string } & T {
  const locale = localeOf(context);
  const pageTitle = createTranslator(locale).t('site.pageTitle', { title: accountMessagesOf(locale)(title) });
  return { returnPath: forward.path, title: pageTitle, ...page };
}

/** An account page's address that goes on to the same place afterwards. */
export function accountHref(path: string, { forwardUrl, action }: Forward): string {
  return withQuery(path, [
    ['action', action],
    ['forwardUrl', forwardUrl],
  ]);
}

/** A signed-in visitor has nothing to do on the sign-in or sign-up page: on to where they were going. */
export async function redirectIfSignedIn(
  request: Request,
  context: Readonly<RouterContextProvider>,
  forward: Forward,
): Promise<void> {
  if (await currentUser(request, context)) throw redirect(forward.path);
}

/**
 * Refuses a form posted from another site (403): it could sign a visitor into someone else's
 * account. Browsers say where a post comes from in `Sec-Fetch-Site`, older ones in `Origin`
 * (compared with the public origin, else the Host); a post with neither is no browser page's.
 */
export function refuseCrossSiteForm(request: Request, context: Readonly<RouterContextProvider>): void {
  const fetchSite = request.headers.get('Sec-Fetch-Site');
  const origin = request.headers.get('Origin');
  const siteHost = URL.parse(publicUrl(context, '/'))?.host ?? request.headers.get('Host');
  const crossSite =
    fetchSite !== null
      ? fetchSite !== 'same-origin' && fetchSite !== 'none'
      : origin !== null && URL.parse(origin)?.host !== siteHost;
  if (crossSite) throw data(null, { status: 403, statusText: 'Forbidden' });
}

/** Account pages show forms and what people typed in them: no cache keeps them. */
export const NO_STORE = { 'Cache-Control': 'private, no-store' } as const;

/**
 * An action's answer to a form it could not complete, never stored: `status`, else the problem's
 * (429 with `Retry-After` for too many attempts, 503 for a failure on our side).
 */
export function refusedForm<Field extends string>(failure: FormFailure<Field>, status?: number) {
  const headers = new Headers(NO_STORE);
  const tooMany = failure.problem?.kind === 'tooManyRequests' ? failure.problem : null;
  if (tooMany) headers.set('Retry-After', String(tooMany.retryAfterSeconds));
  return data(failure, { status: status ?? (tooMany ? 429 : 503), headers });
}

/** The headers of an account page: never stored, with the `Retry-After` of a refused attempt. */
export function accountPageHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers(NO_STORE);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
}
