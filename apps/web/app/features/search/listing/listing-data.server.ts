import { DEFAULT_PAGE_SIZE, type JobCard } from '@camello/domain';
import type {
  CounterOption,
  FilterSettingsResponse,
  SearchResponse,
  SettingsFilter,
} from '@camello/domain/contracts';
import { parse } from 'qs';
import type { RouterContextProvider } from 'react-router';
import { apiCallContextOf } from '../../../shared/api/api-call-context.server.ts';
import { ApiError } from '../../../shared/api/api-error.ts';
import { fetchFilterSettings } from '../../../shared/api/filter-settings.server.ts';
import { type SearchJobsRequest, searchJobs } from '../../../shared/api/search-jobs.server.ts';
import type { HiddenOptions } from '../../filters/index.ts';
import { applicableState } from './applicable-state.ts';
import { type FilterParam, type ListingState, listingSearch, readListingState } from './listing-state.ts';

export type ListingData = {
  readonly state: ListingState;
  readonly rows: readonly JobCard[];
  readonly totalRows: number;
  readonly totalHits: number;
  readonly pageSize: number;
  readonly counters: Readonly<Record<string, readonly CounterOption[]>>;
  /** Values of a filter card left out of `counters` (its top ones are listed), by field. */
  readonly hiddenOptions: Readonly<Record<string, HiddenOptions>>;
  readonly filterDefinitions: readonly SettingsFilter[];
  readonly orderFields: readonly { field: string; label: string }[];
  /** Order of the results when the URL names none. */
  readonly defaultOrder: { readonly field: string; readonly direction: 'ASC' | 'DESC' };
  /** The vacancy the detail panel shows: the one in the URL, else the first result. */
  readonly selectedJobSlug: string | null;
  /** What scopes a filter's option search beyond the URL state: fixed filters, company site. */
  readonly optionSearchContext: readonly FilterParam[];
  /** Top occupations of the whole listing: the empty-results suggestions. */
  readonly suggestions: readonly CounterOption[];
  /** The places the search text named, read as a condition ("mesero en Cartagena"), or null. */
  readonly textPlaces: SearchResponse['textPlaces'] | null;
};

export type LoadListingOptions = {
  /** Filters a landing page always applies (`filters[occupation][]=enfermero`); not shown as removable. */
  readonly fixedFilters?: readonly FilterParam[];
  /** A company job site lists only that company's vacancies. */
  readonly companySlug?: string;
  /** Cards the page shows instead of the settings' default (a landing's side list). */
  readonly pageSize?: number;
};

const SUGGESTION_FIELD = 'occupation';

/**
 * A filter card lists its applied values and its top 8, and "Ver N más" for the rest (a link to the
 * listing with `expandFilter=field`): the page carries a few dozen filter links instead of hundreds,
 * in its HTML and in its loader data. A card with only a couple more keeps them all; SEARCH cards,
 * whose search box suggests from them, keep every value.
 */
const CARD_TOP_VALUES = 8;
const CARD_SLACK = 2;
/** `expandFilter=city`: the card shown whole. It lasts one page view: no listing link keeps it. */
const EXPAND_FILTER_PARAM = 'expandFilter';
/** The filter column, which `#filtros` also opens as a panel on small screens without JavaScript. */
const FILTERS_ANCHOR = 'filtros';

/**
 * This page with the card of `field` whole, at the filter column: written from the listing state,
 * as every listing link is, so a value typed as a name (`Bogotá`) goes on as its slug.
 */
function expandHref(pathname: string, state: ListingState, field: string): string {
  const search = new URLSearchParams(listingSearch(state));
  search.set(EXPAND_FILTER_PARAM, field);
  return `${pathname}?${search}#${FILTERS_ANCHOR}`;
}

function topCounters(
  counters: Readonly<Record<string, readonly CounterOption[]>>,
  definitions: readonly SettingsFilter[],
  url: URL,
  state: ListingState,
): { counters: Record<string, readonly CounterOption[]>; hiddenOptions: Record<string, HiddenOptions> } {
  const expanded = url.searchParams.get(EXPAND_FILTER_PARAM);
  const searchFields = new Set<string>();
  const visit = (definition: SettingsFilter) => {
    if (definition.renderType === 'SEARCH') searchFields.add(definition.field);
    if (definition.child) visit(definition.child);
  };
  for (const definition of definitions) visit(definition);
  const top: Record<string, readonly CounterOption[]> = {};
  const hiddenOptions: Record<string, HiddenOptions> = {};
  for (const [field, options] of Object.entries(counters)) {
    const others = options.filter((option) => !option.isApplied);
    if (field === expanded || searchFields.has(field) || others.length <= CARD_TOP_VALUES + CARD_SLACK) {
      top[field] = options;
      continue;
    }
    const kept = new Set(others.slice(0, CARD_TOP_VALUES));
    top[field] = options.filter((option) => option.isApplied || kept.has(option));
    hiddenOptions[field] = {
      count: others.length - CARD_TOP_VALUES,
      href: expandHref(url.pathname, state, field),
    };
  }
  return { counters: top, hiddenOptions };
}

function filtersQuery(params: readonly FilterParam[]): Record<string, unknown> {
  const search = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  const parsed = parse(search, { depth: 3, arrayLimit: 100 }) as { filters?: Record<string, unknown> };
  return parsed.filters ?? {};
}

/**
 * Everything a listing shows, read from the request URL: the results page, facet counts, filter
 * cards and sort options. Landings and company job sites call it with their fixed filters.
 */
export async function loadListing(
  request: Request,
  context: Readonly<RouterContextProvider>,
  options: LoadListingOptions = {},
): Promise<ListingData> {
  const api = apiCallContextOf(request, context);
  const url = new URL(request.url);
  const urlState = readListingState(url.searchParams);
  // Without its settings the listing still shows results, only without filter cards or order menu.
  const settings: FilterSettingsResponse | null = await fetchFilterSettings(api, options.companySlug).catch(
    () => null,
  );
  let state = settings ? applicableState(urlState, settings) : urlState;
  const pageSize = options.pageSize ?? settings?.pagination.desktop.defaultPageSize ?? DEFAULT_PAGE_SIZE;
  const order = settings?.order.desktop ?? {
    defaultField: 'relevance',
    direction: 'DESC' as const,
    fields: [],
  };
  const searchOf = (listing: ListingState): SearchJobsRequest => ({
    term: listing.term,
    page: listing.page,
    pageSize,
    filters: filtersQuery([...(options.fixedFilters ?? []), ...listing.filters]),
    order: listing.order,
    ...(options.companySlug && { companySlug: options.companySlug }),
  });
  const result = await searchJobs(api, searchOf(state)).catch((error: unknown) => {
    // A value of the URL the API still refuses (a filter value of no known kind, or any value
    // when the settings could not be read) is ignored with the rest of the URL's filters and order.
    if (!(error instanceof ApiError && error.status === 400 && (state.filters.length > 0 || state.order)))
      throw error;
    state = { ...state, filters: [], order: null };
    return searchJobs(api, searchOf(state));
  });
  const suggestions =
    result.rows.length === 0 && state.page === 1
      ? await searchJobs(api, {
          term: '',
          page: 1,
          pageSize,
          filters: filtersQuery(options.fixedFilters ?? []),
        })
          .then((all) => all.counters[SUGGESTION_FIELD] ?? [])
          .catch(() => [])
      : [];
  const shown = topCounters(result.counters, settings?.filters ?? [], url, state);
  return {
    state,
    rows: result.rows,
    totalRows: result.totalRows,
    totalHits: result.totalHits,
    pageSize,
    counters: shown.counters,
    hiddenOptions: shown.hiddenOptions,
    filterDefinitions: settings?.filters ?? [],
    orderFields: order.fields.map(({ field, label }) => ({ field, label })),
    defaultOrder: { field: order.defaultField, direction: order.direction },
    selectedJobSlug: state.jobSlug ?? result.rows[0]?.jobSlug ?? null,
    optionSearchContext: [
      ...(options.fixedFilters ?? []),
      ...(options.companySlug ? [['companySlug', options.companySlug] as const] : []),
    ],
    suggestions,
    textPlaces: result.textPlaces ?? null,
  };
}
