/**
 * The search port. Everything that searches vacancies goes through this interface, so a dedicated
 * engine (OpenSearch) can replace the in-process one without touching the API.
 * Values of every filter and counter are slugs: readable in URLs and stable across languages.
 */

/** Fields that can filter the results and report counters. */
export const FACET_FIELDS = [
  'department',
  'city',
  'sector',
  'category',
  'occupation',
  'company',
  'employmentType',
  'educationLevel',
  'experience',
  'salary',
  'remote',
  'urgent',
  'publishDate',
] as const;
export type FacetField = (typeof FACET_FIELDS)[number];

import type { EntityField, OrderField } from '@camello/domain';

export { ENTITY_FIELDS, type EntityField, ORDER_FIELDS, type OrderField } from '@camello/domain';

export type SalaryRangeFilter = { from: number | null; to: number | null };
export type GeoFilter = { lat: number; lng: number; radiusKm: number };

export type SearchFilters = {
  department?: readonly string[];
  /** Child of `department`: see the README for how the two combine. */
  city?: readonly string[];
  sector?: readonly string[];
  category?: readonly string[];
  occupation?: readonly string[];
  company?: readonly string[];
  employmentType?: readonly string[];
  educationLevel?: readonly string[];
  experience?: readonly string[];
  /** Monthly pay, in Colombian pesos or their equivalent. */
  salary?: SalaryRangeFilter;
  remote?: boolean;
  urgent?: boolean;
  publishDate?: string;
  /** Vacancies with at least one city within `radiusKm` of the point. */
  geo?: GeoFilter;
};

/** Public: every public company. Company: one company job site (its brands included, private or not). */
export type SearchScope = { kind: 'public' } | { kind: 'company'; companySlug: string };

export type OrderDirection = 'ASC' | 'DESC';

export type SearchRequest = {
  /**
   * Free text; every part must match (stemmed, accent-folded, with job-title synonyms, typos
   * read as the closest title word); a Colombian place named in it narrows the results to it.
   */
  text: string;
  filters: SearchFilters;
  scope: SearchScope;
  order: { field: OrderField; direction: OrderDirection };
  offset: number;
  limit: number;
  /** Counters to compute; none when omitted. */
  counters?: readonly FacetField[];
  /** What a counter's totals count: vacancies (the default), or their openings (open quotas). */
  counterTotals?: CounterTotals;
};

export type CounterTotals = 'vacancies' | 'openings';

export type FacetCount = {
  /** Slug of the value. */
  id: string;
  /** Name of the value in the database, for entity fields; enum and range values have none. */
  name?: string;
  total: number;
  /** The value is part of the request's filters. */
  applied: boolean;
};

export type SearchResult = {
  /** Vacancy ids (uuid) of the requested page, in order. */
  ids: string[];
  /** Vacancies that match. */
  totalRows: number;
  /** Open quotas of the vacancies that match. */
  totalHits: number;
  counters: Partial<Record<FacetField, FacetCount[]>>;
  /**
   * The places the text named, read as a condition on the results ("mesero en Cartagena": mesero
   * in the city cartagena), with the rest of the text as typed; null when it named none.
   */
  textPlaces: TextPlaces | null;
};

export type TextPlaces = { text: string; cities: string[]; departments: string[] };

export type OptionSearchRequest = {
  /** The search whose results the totals describe; the field's own selection is ignored. */
  search: Omit<SearchRequest, 'offset' | 'limit' | 'order' | 'counters'>;
  field: FacetField;
  /** What the visitor typed: matches the start of any word of the value's name, ignoring case and accents. */
  text: string;
  limit: number;
};

/** What a vacancy is like, to find others like it. */
export type SimilarityProbe = {
  /** The vacancy itself, never suggested. */
  vacancyId: string;
  title: string;
  occupationId: number | null;
  sectorIds: readonly number[];
  cityIds: readonly number[];
};

export type SimilarRequest = { probe: SimilarityProbe; scope: SearchScope; limit: number };

/**
 * What a candidate is like, to suggest vacancies: the résumé (occupations, studies, city, skills)
 * and the vacancies the candidate liked, scored the way `similar` scores a vacancy.
 */
export type SuggestionProbe = {
  /** Short texts whose words a title should share: professions, positions, studies, skills, liked titles. */
  texts: readonly string[];
  occupationIds: readonly number[];
  sectorIds: readonly number[];
  cityIds: readonly number[];
  /** Vacancies never suggested: those applied to, discarded or disliked. */
  excludeIds: readonly string[];
};

export type SuggestRequest = { probe: SuggestionProbe; scope: SearchScope; limit: number };

export type EngineStats = {
  vacancies: number;
  slots: number;
  lexemes: number;
  postings: number;
  synonymFamilies: number;
  buildMs: number;
  lastRefreshAt: Date | null;
};

export interface SearchEngine {
  search(request: SearchRequest): Promise<SearchResult>;
  /** Option search of a filter: values matching typed text, with totals over the current results, excluding applied ones. */
  searchOptions(request: OptionSearchRequest): Promise<FacetCount[]>;
  /** Names of filter values, for showing applied filters; unknown values are left out. */
  describe(field: EntityField, ids: readonly string[]): Promise<{ id: string; name: string }[]>;
  /** Live vacancies most like the probe: same occupation, sector and city first, then similar titles. */
  similar(request: SimilarRequest): Promise<string[]>;
  /** Live vacancies most like a candidate, best first, by the same points as `similar`. */
  suggest(request: SuggestRequest): Promise<string[]>;
  /** Applies the changes written to the database since the last refresh. */
  refresh(): Promise<void>;
  /**
   * Grows each time the index takes in a change of the database (vacancies, companies): what was
   * computed from the data before it grew may be stale.
   */
  generation(): number;
  stats(): EngineStats;
  close(): Promise<void>;
}
