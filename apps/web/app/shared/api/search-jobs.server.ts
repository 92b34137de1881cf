import { counterEntrySchema, jobCardSchema } from '@camello/domain';
import { z } from 'zod';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

/** A facet count as the search answers it: the domain's {id, label, total} plus its filter state. */
export const counterOptionSchema = counterEntrySchema.extend({
  isApplied: z.boolean(),
  /** Bounds of a range option (salary), applied as `filters[field][from]` and `[to]`. */
  from: z.number().nullable().optional(),
  to: z.number().nullable().optional(),
});
export type CounterOption = z.infer<typeof counterOptionSchema>;

export const searchJobsResponseSchema = z.object({
  rows: z.array(jobCardSchema),
  totalRows: z.number().int().nonnegative(),
  totalHits: z.number().int().nonnegative(),
  counters: z.record(z.string(), z.array(counterOptionSchema)),
});
export type SearchJobsResponse = z.infer<typeof searchJobsResponseSchema>;

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
export function searchJobs(context: ApiCallContext, request: SearchJobsRequest): Promise<SearchJobsResponse> {
  return apiGet(context, '/jobs/v1/public/jobs/search', searchJobsQuery(request), searchJobsResponseSchema);
}
