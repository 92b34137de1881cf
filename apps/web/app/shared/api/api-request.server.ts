import type { Locale } from '@camello/domain';
import type { CallDeclaration } from '@camello/domain/contracts';
import { stringify } from 'qs';
import { ApiError } from './api-error.ts';
import { type AnswerOf, answerOf, type CallArguments, type CallRequest, pathOf } from './call-request.ts';

/** How loaders reach the API: `fetch` over HTTP, or a function that serves it in this process. */
export type ApiFetch = (url: string, init?: RequestInit) => Promise<Response>;

/** What every API call from a loader needs: where the API is, the page language, cancellation. */
export type ApiCallContext = {
  readonly apiOrigin: string;
  readonly locale: Locale;
  readonly signal?: AbortSignal;
  /** How the call goes out; the global `fetch` when absent. */
  readonly fetch?: ApiFetch | undefined;
};

/** Query values serialised in the qs style the API parses: `paginator[page]=2`. */
export function apiQueryString(query: Record<string, unknown>): string {
  return stringify(query, { encodeValuesOnly: true, skipNulls: true });
}

/** `Retry-After` in seconds (the API sends seconds, never a date); null when absent or odd. */
function retryAfterSecondsOf(header: string | null): number | null {
  const seconds = header === null || header.trim() === '' ? Number.NaN : Number(header);
  return Number.isInteger(seconds) && seconds >= 0 ? seconds : null;
}

/** The API's error answer as an {@link ApiError}: its status, reason, message (or the HTTP ones) and Retry-After. */
export async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return new ApiError(
    response.status,
    typeof fields.error === 'string' ? fields.error : response.statusText,
    typeof fields.message === 'string' ? fields.message : `API answered ${response.status}`,
    body,
    retryAfterSecondsOf(response.headers.get('retry-after')),
  );
}

/**
 * How long an API answer is shared by the pages that ask the same. These calls carry no
 * credentials, so every answer is public; and the search already takes up to 2 s to see a change,
 * so one more second keeps new vacancies showing within seconds while a busy page costs one API
 * call a second instead of one per visit.
 */
export const SHARED_ANSWER_MS = 1_000;
/** Bounds the memory when many different calls come within that time (crawlers). */
const MAX_SHARED_ANSWERS = 100;

/** Answers in the order they were asked, so the stale ones are always at the front. */
const sharedAnswers = new Map<string, { readonly until: number; readonly answer: Promise<unknown> }>();

function sharedAnswer(key: string, ask: () => Promise<unknown>): Promise<unknown> {
  const now = Date.now();
  const shared = sharedAnswers.get(key);
  if (shared && shared.until > now) return shared.answer;
  for (const [oldKey, old] of sharedAnswers) {
    if (old.until > now && sharedAnswers.size < MAX_SHARED_ANSWERS) break;
    sharedAnswers.delete(oldKey);
  }
  const answer = ask();
  sharedAnswers.delete(key);
  sharedAnswers.set(key, { until: now + SHARED_ANSWER_MS, answer });
  // A failure is not kept: the next page asks again.
  answer.catch(() => {
    if (sharedAnswers.get(key)?.answer === answer) sharedAnswers.delete(key);
  });
  return answer;
}

/** The shared answer, or the abort reason as soon as this page's request is aborted. */
function untilAborted<T>(answer: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return answer;
  const aborted = new Promise<never>((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  return Promise.race([answer, aborted]);
}

/** `{apiOrigin}{path}?{query}`, the call's path filled from the request's params. */
function apiUrl<C extends CallDeclaration>(
  context: ApiCallContext,
  call: C,
  request: CallRequest<C> | undefined,
): string {
  const search = apiQueryString((request?.query ?? {}) as Record<string, unknown>);
  return `${context.apiOrigin}${pathOf(call, request)}${search === '' ? '' : `?${search}`}`;
}

/** Sends the call the context's way (see {@link ApiFetch}). */
export function fetchApi<C extends CallDeclaration>(
  context: ApiCallContext,
  call: C,
  request: CallRequest<C> | undefined,
  init: Omit<RequestInit, 'method'>,
): Promise<Response> {
  return (context.fetch ?? fetch)(apiUrl(context, call, request), { ...init, method: call.method });
}

/**
 * A public call: a declared GET without credentials, its JSON answer validated by the schema the
 * declaration gives for its status (one visitor's own data goes through `userApiCall`). The page
 * locale goes out as `Accept-Language` so that texts the API formats (salaries, dates, labels)
 * match the page. Identical calls within {@link SHARED_ANSWER_MS} share one API request; each
 * still gets its own copy, as the schema builds it. A non-2xx answer throws an `ApiError`.
 */
export async function apiGet<C extends CallDeclaration & { readonly method: 'GET' }>(
  context: ApiCallContext,
  call: C,
  ...[request]: CallArguments<C>
): Promise<AnswerOf<C>> {
  const answer = sharedAnswer(`${context.locale} ${apiUrl(context, call, request)}`, async () => {
    const response = await fetchApi(context, call, request, {
      headers: { Accept: 'application/json', 'Accept-Language': context.locale },
    });
    if (!response.ok) throw await errorFrom(response);
    return { status: response.status, body: (await response.json()) as unknown };
  });
  const { status, body } = (await untilAborted(answer, context.signal)) as { status: number; body: unknown };
  return answerOf(call, status, body);
}
