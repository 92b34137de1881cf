import { EXPIRED_VACANCY_UTM } from '@camello/domain';

/** The campaign parameters a visit arrived with, kept on links to a job for the application. */
export function utmParams(search: URLSearchParams): [string, string][] {
  return [...search.entries()].filter(([key]) => key.startsWith('utm_') || key === 'gclid');
}

/** `url` with extra query parameters; existing ones stay. */
export function withParams(url: string, params: readonly (readonly [string, string])[]): string {
  if (params.length === 0) return url;
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const search = new URLSearchParams(query);
  for (const [key, value] of params) search.set(key, value);
  return `${path}?${search.toString()}`;
}

/** A similar job suggested by an expired vacancy: tagged so the visit is attributed (spec §8). */
export const expiredSuggestionHref = (url: string) => withParams(url, Object.entries(EXPIRED_VACANCY_UTM));
