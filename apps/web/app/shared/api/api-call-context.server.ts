import type { RouterContextProvider } from 'react-router';
import { apiOriginContext } from '../load-context.server.ts';
import { localeOf } from '../locale.server.ts';
import type { ApiCallContext } from './api-request.server.ts';
import type { UserApiCallContext } from './user-api.server.ts';

/** The API context of a loader or action: the API origin, the page locale and the request's abort signal. */
export function apiCallContextOf(request: Request, context: Readonly<RouterContextProvider>): ApiCallContext {
  return { apiOrigin: context.get(apiOriginContext), locale: localeOf(context), signal: request.signal };
}

/**
 * The API context of a call made for the visitor: the public one plus the visitor's cookies, which
 * carry their session. Only `userApiCall` takes it.
 */
export function userApiCallContextOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): UserApiCallContext {
  return { ...apiCallContextOf(request, context), cookie: request.headers.get('Cookie') };
}
