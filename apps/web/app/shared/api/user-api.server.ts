import { type ApiCallContext, errorFrom, fetchApi, type Parser } from './api-request.server.ts';
import type { VisitorCookies } from './visitor-cookies.server.ts';

/** A call for one visitor: their cookies (their session), address and user agent. */
export type UserApiCallContext = ApiCallContext & {
  readonly cookies: VisitorCookies;
  readonly clientAddress: string | null;
  readonly userAgent: string | null;
};

export type UserApiRequest = {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly query?: Record<string, unknown>;
  /**
   * Sent as JSON; `URLSearchParams` go as a form (the sign-in body of spec §7), a `Blob` as its
   * bytes, `FormData` as a multipart form (a referral with its CV).
   */
  readonly body?: Record<string, unknown> | URLSearchParams | Blob | FormData;
};

/**
 * Calls `/api{path}` for one visitor and validates the JSON answer with `schema` (a bodiless 204
 * validates `undefined`). The visitor's cookies go along, for the API to read the session from,
 * and the cookies it sets (sign-in, refresh, sign-out) go back to them with the page (see
 * `VisitorCookies`). The visitor's address goes as `X-Forwarded-For`, which the API believes from
 * the web server only (`TRUST_PROXY`). Answers are never cached nor shared, unlike the public
 * `apiGet`. A non-2xx answer throws an `ApiError`.
 */
export async function userApiCall<T>(
  context: UserApiCallContext,
  request: UserApiRequest,
  schema: Parser<T>,
): Promise<T> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': context.locale });
  const cookie = context.cookies.header;
  if (cookie) headers.set('Cookie', cookie);
  if (context.clientAddress) headers.set('X-Forwarded-For', context.clientAddress);
  if (context.userAgent) headers.set('User-Agent', context.userAgent);
  let body: string | URLSearchParams | Blob | FormData | undefined;
  if (
    request.body instanceof URLSearchParams ||
    request.body instanceof Blob ||
    request.body instanceof FormData
  )
    body = request.body;
  else if (request.body) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }
  const response = await fetchApi(context, request.path, request.query ?? {}, {
    method: request.method,
    headers,
    body,
    signal: context.signal,
  });
  context.cookies.receive(response.headers.getSetCookie());
  if (!response.ok) throw await errorFrom(response);
  return schema.parse(response.status === 204 ? undefined : await response.json());
}

/**
 * Like {@link userApiCall}, but answers the API's response itself, for a body that is no JSON
 * (a file download); a non-2xx answer throws an `ApiError`.
 */
export async function userApiResponse(context: UserApiCallContext, path: string): Promise<Response> {
  const headers = new Headers({ 'Accept-Language': context.locale });
  const cookie = context.cookies.header;
  if (cookie) headers.set('Cookie', cookie);
  if (context.clientAddress) headers.set('X-Forwarded-For', context.clientAddress);
  const response = await fetchApi(context, path, {}, { headers, signal: context.signal });
  context.cookies.receive(response.headers.getSetCookie());
  if (!response.ok) throw await errorFrom(response);
  return response;
}
