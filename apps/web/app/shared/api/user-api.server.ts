import type { CallDeclaration } from '@camello/domain/contracts';
import { type ApiCallContext, errorFrom, fetchApi } from './api-request.server.ts';
import { type AnswerOf, answerOf, type CallArguments } from './call-request.ts';
import type { VisitorCookies } from './visitor-cookies.server.ts';

/** A call for one visitor: their cookies (their session), address and user agent. */
export type UserApiCallContext = ApiCallContext & {
  readonly cookies: VisitorCookies;
  readonly clientAddress: string | null;
  readonly userAgent: string | null;
};

/**
 * Makes a declared call for one visitor and validates the JSON answer with the schema its
 * declaration gives for the status (a bodiless 204 validates `undefined`). The body goes as JSON;
 * `URLSearchParams` go as a form (the sign-in body of spec §7), a `Blob` as its bytes, `FormData`
 * as a multipart form (a referral with its CV). The visitor's cookies go along, for the API to read the session from,
 * and the cookies it sets (sign-in, refresh, sign-out) go back to them with the page (see
 * `VisitorCookies`). The visitor's address goes as `X-Forwarded-For`, which the API believes from
 * the web server only (`TRUST_PROXY`). Answers are never cached nor shared, unlike the public
 * `apiGet`. A non-2xx answer throws an `ApiError`.
 */
export async function userApiCall<C extends CallDeclaration>(
  context: UserApiCallContext,
  call: C,
  ...[request]: CallArguments<C>
): Promise<AnswerOf<C>> {
  const headers = new Headers({ Accept: 'application/json', 'Accept-Language': context.locale });
  const cookie = context.cookies.header;
  if (cookie) headers.set('Cookie', cookie);
  if (context.clientAddress) headers.set('X-Forwarded-For', context.clientAddress);
  if (context.userAgent) headers.set('User-Agent', context.userAgent);
  const sent: unknown = request?.body;
  let body: string | URLSearchParams | Blob | FormData | undefined;
  if (sent instanceof URLSearchParams || sent instanceof Blob || sent instanceof FormData) body = sent;
  else if (sent !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(sent);
  }
  const response = await fetchApi(context, call, request, {
    headers,
    body,
    signal: context.signal,
  });
  context.cookies.receive(response.headers.getSetCookie());
  if (!response.ok) throw await errorFrom(response);
  return answerOf(call, response.status, response.status === 204 ? undefined : await response.json());
}

/**
 * Like {@link userApiCall}, but answers the API's response itself, for a body that is no JSON
 * (a file download); a non-2xx answer throws an `ApiError`.
 */
export async function userApiResponse<C extends CallDeclaration>(
  context: UserApiCallContext,
  call: C,
  ...[request]: CallArguments<C>
): Promise<Response> {
  const headers = new Headers({ 'Accept-Language': context.locale });
  const cookie = context.cookies.header;
  if (cookie) headers.set('Cookie', cookie);
  if (context.clientAddress) headers.set('X-Forwarded-For', context.clientAddress);
  const response = await fetchApi(context, call, request, { headers, signal: context.signal });
  context.cookies.receive(response.headers.getSetCookie());
  if (!response.ok) throw await errorFrom(response);
  return response;
}
