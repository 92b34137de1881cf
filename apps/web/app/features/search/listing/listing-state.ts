import { MAX_PAGE, queryString, TEXT_LIMITS } from '@camello/domain';
import { campaignParams, type QueryParam } from '../../../shared/application-params.ts';
import { isWidgetRequest, WIDGET_PARAM } from '../../../shared/widget-mode.ts';

export type SortDirection = 'ASC' | 'DESC';

/** One filter value as it appears in the URL: `['filters[city][]', 'medellin']`. */
export type FilterParam = readonly [key: string, value: string];

/**
 * Everything a listing page shows is in its URL: the term, the filters, the order, the page and
 * the vacancy open in the detail panel. Back and forward restore it because nothing else holds it.
 */
export type ListingState = {
  readonly term: string;
  /** Filter params in the qs style the search API reads, passed through as they are. */
  readonly filters: readonly FilterParam[];
  readonly order: { readonly field: string; readonly direction: SortDirection } | null;
  readonly page: number;
  readonly jobSlug: string | null;
  /** `companySlug` (or `companyId`, read as the same slug): the jobs list of one company only. */
  readonly company: string | null;
  /** The visit's campaign (`utm_*`, `gclid`): every listing link keeps it for the application. */
  readonly campaign: readonly FilterParam[];
  /** `widgetType=iframe`: the listing is a company's widget, and its links stay in it. */
  readonly widget: boolean;
};

export const EMPTY_LISTING_STATE: ListingState = {
  term: '',
  filters: [],
  order: null,
  page: 1,
  jobSlug: null,
  company: null,
  campaign: [],
  widget: false,
};

const FILTER_KEY = /^filters\[([A-Za-z]{1,40})\](?:\[(\d{0,3}|from|to)\])?$/;
const FIELD_NAME = /^[A-Za-z]{1,40}$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;
const MAX_FILTER_PARAMS = 100;

function positiveInteger(value: string | null): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

/** The search term of a URL as listings read it: trimmed and cut to the input limit. */
export function searchTermOf(search: URLSearchParams): string {
  return (search.get('q') ?? '').trim().slice(0, TEXT_LIMITS.input);
}

/** `filters[city][3]` and `filters[city][]` are the same list; the URL keeps the second form. */
function normalisedFilterKey(key: string): string | null {
  const match = FILTER_KEY.exec(key);
  if (!match) return null;
  const [, field, index] = match;
  if (index === undefined) return `filters[${field}]`;
  if (index === 'from' || index === 'to') return `filters[${field}][${index}]`;
  return `filters[${field}][]`;
}

/** Reads a listing URL; values a person could have mistyped are dropped instead of failing the page. */
export function readListingState(search: URLSearchParams): ListingState {
  const filters: FilterParam[] = [];
  for (const [key, value] of search) {
    const normalised = normalisedFilterKey(key);
    const trimmed = value.trim();
    if (normalised === null || trimmed === '' || trimmed.length > TEXT_LIMITS.input) continue;
    if (filters.length >= MAX_FILTER_PARAMS) break;
    if (!filters.some(([k, v]) => k === normalised && v === trimmed)) filters.push([normalised, trimmed]);
  }
  const orderField = search.get('order[field]');
  const direction = search.get('order[direction]') === 'ASC' ? 'ASC' : 'DESC';
  const jobSlug = search.get('jobSlug');
  const company = [search.get('companySlug'), search.get('companyId')].find(
    (value) => value !== null && value.length <= MAX_SLUG_LENGTH && SLUG.test(value),
  );
  return {
    term: searchTermOf(search),
    filters,
    order: orderField && FIELD_NAME.test(orderField) ? { field: orderField, direction } : null,
    page: Math.min(positiveInteger(search.get('paginator[page]')) ?? 1, MAX_PAGE),
    jobSlug: jobSlug && jobSlug.length <= 200 && SLUG.test(jobSlug) ? jobSlug : null,
    company: company ?? null,
    campaign: campaignParams(search),
    widget: isWidgetRequest(search),
  };
}

/**
 * What every link off the listing keeps of the visit, to another listing page or to a vacancy's
 * own page: its campaign, and the widget mode inside a company's widget.
 */
export function visitParams(state: ListingState): QueryParam[] {
  return [...state.campaign, ...(state.widget ? [WIDGET_PARAM] : [])];
}

/** The query string of a listing state, `?`-prefixed, or '' for the plain listing. */
export function listingSearch(state: ListingState): string {
  return queryString([
    ['q', state.term],
    ...state.filters,
    ['order[field]', state.order?.field],
    ['order[direction]', state.order?.direction],
    ['paginator[page]', state.page > 1 ? state.page : null],
    ['jobSlug', state.jobSlug],
    ['companySlug', state.company],
    ...visitParams(state),
  ]);
}

/** A listing URL under `baseUrl` (`/empleos`, a landing or a company job site). */
export function listingHref(baseUrl: string, state: ListingState): string {
  return `${baseUrl}${listingSearch(state)}`;
}

/** A new search result set starts on page 1 with nothing selected. */
function freshResults(state: ListingState, changes: Partial<ListingState>): ListingState {
  return { ...state, page: 1, jobSlug: null, ...changes };
}

/** A search for `term` from scratch, in the same company list, campaign and widget. */
export const newSearch = (state: ListingState, term: string): ListingState => ({
  ...EMPTY_LISTING_STATE,
  company: state.company,
  campaign: state.campaign,
  widget: state.widget,
  term,
});

export const withPage = (state: ListingState, page: number): ListingState => ({
  ...state,
  page,
  jobSlug: null,
});

export const withJobSlug = (state: ListingState, jobSlug: string | null): ListingState => ({
  ...state,
  jobSlug,
});

export const withOrder = (state: ListingState, field: string, direction: SortDirection): ListingState =>
  freshResults(state, { order: { field, direction } });

export const withoutFilters = (state: ListingState): ListingState => freshResults(state, { filters: [] });

export const filterField = (key: string): string | null => FILTER_KEY.exec(key)?.[1] ?? null;

/** How a filter value is written in the URL. */
export type FilterValue =
  | { readonly kind: 'list'; readonly field: string; readonly id: string }
  | { readonly kind: 'single'; readonly field: string; readonly id: string }
  | {
      readonly kind: 'range';
      readonly field: string;
      readonly from: number | null;
      readonly to: number | null;
    };

function paramsOf(value: FilterValue): FilterParam[] {
  switch (value.kind) {
    case 'list':
      return [[`filters[${value.field}][]`, value.id]];
    case 'single':
      return [[`filters[${value.field}]`, value.id]];
    case 'range':
      return [
        ...(value.from === null ? [] : ([[`filters[${value.field}][from]`, String(value.from)]] as const)),
        ...(value.to === null ? [] : ([[`filters[${value.field}][to]`, String(value.to)]] as const)),
      ];
  }
}

/**
 * Applies a filter value, or takes it off when `applied`. A list field adds one value; a single
 * or range field replaces its value. Taking a value off, or replacing a single one, also removes
 * the values of the dependent (child) fields, whose options only made sense under it.
 */
export function withFilterToggled(
  state: ListingState,
  value: FilterValue,
  applied: boolean,
  childFields: readonly string[] = [],
): ListingState {
  const own = paramsOf(value);
  const isOwn = ([key, v]: FilterParam) => own.some(([k, ov]) => k === key && ov === v);
  let filters: FilterParam[];
  if (applied) {
    const dependent = new Set(childFields);
    filters = state.filters.filter((param) => {
      if (value.kind === 'list' ? isOwn(param) : filterField(param[0]) === value.field) return false;
      return !dependent.has(filterField(param[0]) ?? '');
    });
  } else if (value.kind === 'list') {
    filters = [...state.filters, ...own];
  } else {
    // A new single value replaces the old one, and with it the child values chosen under the old one.
    const replaced = new Set([value.field, ...childFields]);
    filters = [...state.filters.filter(([key]) => !replaced.has(filterField(key) ?? '')), ...own];
  }
  return freshResults(state, { filters });
}
