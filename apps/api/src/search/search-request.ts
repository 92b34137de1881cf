import { DEFAULT_PAGE_SIZE } from '@camello/domain';
import type { FiltersQuery, SearchQuery } from '@camello/domain/contracts';
import type { SearchFilters, SearchRequest } from '@camello/search';

/** The free text of a query: the terms of every `all` query, joined. */
export function searchText(query: Pick<SearchQuery, 'queries'>): string {
  return (query.queries ?? [])
    .map((item) => item.term.trim())
    .filter(Boolean)
    .join(' ');
}

export function toSearchFilters(filters: FiltersQuery | undefined): SearchFilters {
  if (!filters) return {};
  const { salary, remote, urgent, geo, ...lists } = filters;
  return {
    ...lists,
    ...(salary && { salary: { from: salary.from ?? null, to: salary.to ?? null } }),
    ...(remote === 'true' && { remote: true }),
    ...(urgent === 'true' && { urgent: true }),
    ...(geo && { geo: { lat: geo.lat, lng: geo.lng, radiusKm: geo.radius } }),
  };
}

type SearchContext = Pick<SearchQuery, 'queries' | 'filters' | 'companySlug'>;

/** Text, filters and scope of a query. */
export function toSearchContext(query: SearchContext): Pick<SearchRequest, 'text' | 'filters' | 'scope'> {
  return {
    text: searchText(query),
    filters: toSearchFilters(query.filters),
    scope: query.companySlug ? { kind: 'company', companySlug: query.companySlug } : { kind: 'public' },
  };
}

export function toSearchRequest(query: SearchQuery): Omit<SearchRequest, 'counters'> {
  const page = query.paginator?.page ?? 1;
  const pageSize = query.paginator?.pageSize ?? DEFAULT_PAGE_SIZE;
  return {
    ...toSearchContext(query),
    order: { field: query.order?.field ?? 'relevance', direction: query.order?.direction ?? 'DESC' },
    offset: (page - 1) * pageSize,
    limit: pageSize,
  };
}
