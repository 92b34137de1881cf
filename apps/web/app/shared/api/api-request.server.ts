import type { Locale } from '@camello/domain';
import { stringify } from 'qs';
import { ApiError } from './api-error.ts';

/** What every API call from a loader needs: where the API is, the page language, cancellation. */
export type ApiCallContext = {
  readonly apiOrigin: string;
  readonly locale: Locale;
  readonly signal?: AbortSignal;
};

type Parser<T> = { parse(value: unknown): T };

/** Query values serialised in the qs style the API parses: `paginator[page]=2`. */
export function apiQueryString(query: Record<string, unknown>): string {
  return stringify(query, { encodeValuesOnly: true, skipNulls: true });
}

async function errorFrom(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => undefined);
  const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  return new ApiError(
    response.status,
    typeof fields.error === 'string' ? fields.error : response.statusText,
    typeof fields.message === 'string' ? fields.message : `API answered ${response.status}`,
    body,
  );
}

/**
 * GETs `/api{path}` and validates the JSON answer with `schema`. The page locale goes out as
 * `Accept-Language` so that texts the API formats (salaries, dates, labels) match the page.
 */
export async function apiGet<T>(
  context: ApiCallContext,
  path: string,
  query: Record<string, unknown>,
  schema: Parser<T>,
): Promise<T> {
  const search = apiQueryString(query);
  const url = `${context.apiOrigin}/api${path}${search === '' ? '' : `?${search}`}`;
  const response = await fetch(url, {
    headers: { Accept: 'application/json', 'Accept-Language': context.locale },
    signal: context.signal ?? null,
  });
  if (!response.ok) throw await errorFrom(response);
  return schema.parse(await response.json());
}
