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
import { applicableState } from './applicable-state.ts';
import { type FilterParam, type ListingState, readListingState } from './listing-state.ts';

export type ListingData = {
  readonly state: ListingState;
  readonly rows: readonly JobCard[];
  readonly totalRows: number;
  readonly totalHits: number;
  readonly pageSize: number;
  readonly counters: Readonly<Record<string, readonly CounterOption[]>>;
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
  const urlState = readListingState(new URL(request.url).searchParams);
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
  return {
    state,
    rows: result.rows,
    totalRows: result.totalRows,
    totalHits: result.totalHits,
    pageSize,
    counters: result.counters,
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
