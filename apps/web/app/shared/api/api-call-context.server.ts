import type { RouterContextProvider } from 'react-router';
import { apiFetchContext, apiOriginContext, clientAddressContext } from '../load-context.server.ts';
import { localeOf } from '../locale.server.ts';
import type { ApiCallContext } from './api-request.server.ts';
import type { UserApiCallContext } from './user-api.server.ts';
import { visitorCookiesOf } from './visitor-cookies.server.ts';

/** The API context of a loader or action: the API's origin and way in, the page locale and the request's abort signal. */
export function apiCallContextOf(request: Request, context: Readonly<RouterContextProvider>): ApiCallContext {
  return {
    apiOrigin: context.get(apiOriginContext),
    fetch: context.get(apiFetchContext),
    locale: localeOf(context),
    signal: request.signal,
  };
}

/**
 * The API context of a call made for the visitor: the public one plus the visitor's cookies, which
 * carry their session, and who they are to the API's limits (address and user agent). Only
 * `userApiCall` takes it.
 */
export function userApiCallContextOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): UserApiCallContext {
  return {
    ...apiCallContextOf(request, context),
    cookies: visitorCookiesOf(request, context),
    clientAddress: context.get(clientAddressContext),
    userAgent: request.headers.get('User-Agent'),
  };
}
