import { TEXT_LIMITS } from '@camello/domain';

/** The search an alert keeps, as the listing's URL carries it (`q`, `filters[city][]=…`). */
export type AlertSearch = {
  readonly query: string;
  /** The filter parameters as they are, for the link back to the listing. */
  readonly params: readonly (readonly [string, string])[];
  /** The same filters as the API's `filters` object. */
  readonly filters: Record<string, unknown>;
};

const FILTER_KEY = /^filters\[([A-Za-z]{1,40})\](?:\[(\d{0,3}|from|to|lat|lng|radius)\])?$/;
const MAX_PARAMS = 100;

/** Reads the term and filters of a listing URL; the API validates the values. */
export function alertSearchOf(search: URLSearchParams): AlertSearch {
  const params: [string, string][] = [];
  const filters: Record<string, unknown> = {};
  for (const [key, raw] of search) {
    const match = FILTER_KEY.exec(key);
    const value = raw.trim();
    if (!match || value === '' || value.length > TEXT_LIMITS.input || params.length >= MAX_PARAMS) continue;
    const [, field, part] = match as unknown as [string, string, string | undefined];
    params.push([key, value]);
    if (part === undefined) filters[field] = value;
    else if (/^\d*$/.test(part)) {
      const list = Array.isArray(filters[field]) ? (filters[field] as string[]) : [];
      if (!list.includes(value)) list.push(value);
      filters[field] = list;
    } else {
      const range = (typeof filters[field] === 'object' && filters[field]) || {};
      filters[field] = { ...(range as object), [part]: value };
    }
  }
  return { query: (search.get('q') ?? '').trim().slice(0, TEXT_LIMITS.input), params, filters };
}
