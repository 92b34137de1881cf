import { withQuery } from '@camello/domain';

/** One query parameter: `['utm_source', 'boletin']`. */
export type QueryParam = readonly [key: string, value: string];

const CAMPAIGN_KEY = /^(?:utm_[a-z0-9_]{1,40}|gclid)$/;
const MAX_CAMPAIGN_VALUE = 200;
const MAX_CAMPAIGN_PARAMS = 10;

/** The vacancy named by the URL was suggested by the matcher (spec §2); the application records it. */
export const SUGGESTED_BY_MATCHER = 'suggestedByMatcher';

/**
 * The campaign parameters a visit arrived with (`utm_*`, `gclid`): the application sends them to
 * the API (spec §7 apply, utmPayload), so links on the way keep them. Odd keys, empty or
 * oversized values are dropped; the first of a repeated key wins.
 */
export function campaignParams(search: URLSearchParams): QueryParam[] {
  const kept: QueryParam[] = [];
  for (const [key, value] of search) {
    if (kept.length >= MAX_CAMPAIGN_PARAMS) break;
    if (!CAMPAIGN_KEY.test(key) || value === '' || value.length > MAX_CAMPAIGN_VALUE) continue;
    if (!kept.some(([k]) => k === key)) kept.push([key, value]);
  }
  return kept;
}

/**
 * What a visit carries on to the application of a vacancy: its campaign, and
 * `suggestedByMatcher=true` when the URL names this very vacancy as the matcher's suggestion.
 */
export function applicationParams(search: URLSearchParams, namesThisVacancy: boolean): QueryParam[] {
  const suggested = namesThisVacancy && search.get(SUGGESTED_BY_MATCHER) === 'true';
  return [...campaignParams(search), ...(suggested ? [[SUGGESTED_BY_MATCHER, 'true'] as const] : [])];
}

/** `url` with extra query parameters; a parameter already there takes the new value. */
export function withParams(url: string, params: readonly QueryParam[]): string {
  if (params.length === 0) return url;
  const [path, query = ''] = url.split('?', 2) as [string, string?];
  const kept = [...new URLSearchParams(query)].filter(([key]) => !params.some(([set]) => set === key));
  return withQuery(path, [...kept, ...params]);
}
