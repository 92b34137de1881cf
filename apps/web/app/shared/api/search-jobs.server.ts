import { type SearchResponse, searchResponseSchema } from '@camello/domain';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

export type SearchJobsRequest = {
  /** Free text from the `q` parameter; empty lists every public vacancy. */
  readonly term: string;
  readonly page: number;
  readonly pageSize: number;
};

export function searchJobsQuery({ term, page, pageSize }: SearchJobsRequest): Record<string, unknown> {
  return {
    queries: [{ field: 'all', term }],
    paginator: { page, pageSize },
  };
}

/** `GET /api/jobs/v1/public/jobs/search`: one page of public vacancies with facet counts. */
export function searchJobs(context: ApiCallContext, request: SearchJobsRequest): Promise<SearchResponse> {
  return apiGet(context, '/jobs/v1/public/jobs/search', searchJobsQuery(request), searchResponseSchema);
}
