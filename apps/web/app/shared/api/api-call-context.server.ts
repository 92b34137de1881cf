import type { RouterContextProvider } from 'react-router';
import { apiOriginContext } from '../load-context.server.ts';
import { localeOf } from '../locale.server.ts';
import type { ApiCallContext } from './api-request.server.ts';

/** The API context of a loader or action: the API origin, the page locale and the request's abort signal. */
export function apiCallContextOf(request: Request, context: Readonly<RouterContextProvider>): ApiCallContext {
  return { apiOrigin: context.get(apiOriginContext), locale: localeOf(context), signal: request.signal };
}
