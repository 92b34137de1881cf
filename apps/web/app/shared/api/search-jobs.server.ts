import { calls, type SearchResponse } from '@camello/domain/contracts';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

export type SearchJobsRequest = {
  /** Free text from the `q` parameter; empty lists every public vacancy. */
  readonly term: string;
  readonly page: number;
  readonly pageSize: number;
  /** Filters as qs parsed them from the listing URL: `{ city: ['medellin'], salary: { from: '1' } }`. */
  readonly filters?: Readonly<Record<string, unknown>>;
  readonly order?: { readonly field: string; readonly direction: 'ASC' | 'DESC' } | null;
  /** A company job site searches only that company's vacancies. */
  readonly companySlug?: string;
};

export function searchJobsQuery({
  term,
  page,
  pageSize,
  filters,
  order,
  companySlug,
}: SearchJobsRequest): Record<string, unknown> {
  return {
    queries: [{ field: 'all', term }],
    ...(filters && Object.keys(filters).length > 0 && { filters }),
    ...(order && { order }),
    paginator: { page, pageSize },
    ...(companySlug && { companySlug }),
  };
}

/** `GET /api/jobs/v1/public/jobs/search`: one page of public vacancies with facet counts. */
export function searchJobs(context: ApiCallContext, request: SearchJobsRequest): Promise<SearchResponse> {
  return apiGet(context, calls.jobs.search, { query: searchJobsQuery(request) });
}
