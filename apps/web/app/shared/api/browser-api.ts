import { type CallRoute, callPath, type PathParamNames } from '@camello/domain/contracts/browser';

/** What a call from the browser sends: its path parameters, query and JSON body. */
export type BrowserCallRequest<C extends CallRoute> = (PathParamNames<C['path']> extends never
  ? { readonly params?: never }
  : { readonly params: { readonly [Name in PathParamNames<C['path']>]: string | number } }) & {
  /** In order; an empty or absent value is left out. */
  readonly query?: readonly (readonly [string, string | number | null | undefined])[];
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
};

/** The call's URL on this site's origin: its path filled in, then its query. */
export function browserCallUrl<C extends CallRoute>(call: C, request: BrowserCallRequest<C>): string {
  const path = (callPath as (call: C, params?: unknown) => string)(call, request.params);
  const query = new URLSearchParams();
  for (const [name, value] of request.query ?? [])
    if (value !== null && value !== undefined && value !== '') query.append(name, String(value));
  const search = query.toString();
  return search === '' ? path : `${path}?${search}`;
}

/**
 * Makes one of the `browserCalls` from a page's scripts, on this site's origin with the visitor's
 * cookies; a body goes as JSON. The answer is the `fetch` response, read by the caller without
 * zod, which would add itself to every page.
 */
export function browserCall<C extends CallRoute>(
  call: C,
  ...[request]: PathParamNames<C['path']> extends never
    ? [request?: BrowserCallRequest<C>]
    : [request: BrowserCallRequest<C>]
): Promise<Response> {
  const given = (request ?? {}) as BrowserCallRequest<C>;
  const headers = new Headers({ Accept: 'application/json', ...given.headers });
  if (given.body !== undefined) headers.set('Content-Type', 'application/json');
  return fetch(browserCallUrl(call, given), {
    method: call.method,
    headers,
    ...(given.body !== undefined && { body: JSON.stringify(given.body) }),
    ...(given.signal && { signal: given.signal }),
  });
}
