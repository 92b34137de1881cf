import { type ApiCallContext, apiUrl, errorFrom, type Parser } from './api-request.server.ts';

/** A call for one visitor: the `Cookie` header of their request, which carries their session. */
export type UserApiCallContext = ApiCallContext & { readonly cookie: string | null };

export type UserApiRequest = {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly path: string;
  readonly query?: Record<string, unknown>;
  /** Sent as JSON; `URLSearchParams` go as a form (the sign-in body of spec §7). */
  readonly body?: Record<string, unknown> | URLSearchParams;
};

/**
 * Calls `/api{path}` for one visitor and validates the JSON answer with `schema` (a bodiless 204
 * validates `undefined`). The visitor's `Cookie` header goes along unchanged, for the API's cookie
 * plugin to read the session from; the web server never parses it. Answers are never cached nor
 * shared, unlike the public `apiGet`. A non-2xx answer throws an `ApiError`.
 */
export async function userApiCall<T>(
  context: UserApiCallContext,
  request: UserApiRequest,
  schema: Parser<T>,
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': context.locale });
  if (context.cookie) headers.set('Cookie', context.cookie);
  let body: string | URLSearchParams | undefined;
  if (request.body instanceof URLSearchParams) body = request.body;
  else if (request.body) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  const response = await fetch(apiUrl(context, request.path, request.query ?? {}), {
    method: request.method,
    headers,
    body,
    signal: context.signal,
  });
  if (!response.ok) throw await errorFrom(response);
  return schema.parse(response.status === 204 ? undefined : await response.json());
}
