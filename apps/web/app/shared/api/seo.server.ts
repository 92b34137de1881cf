import { calls, type JobPostingResponse, type SitemapKind } from '@camello/domain/contracts';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

/** `GET /api/jobs/v1/seo/job-posting/{jobSlug}`: a vacancy's JobPosting data, and similar jobs once it is gone. */
export function fetchJobPosting(
  context: ApiCallContext,
  jobSlug: string,
  companySlug?: string,
): Promise<JobPostingResponse> {
  return apiGet(context, calls.jobs.jobPosting, {
    params: { jobSlug },
    query: companySlug ? { companySlug } : {},
  });
}

/** `GET /api/jobs/v1/sitemaps`: the child sitemaps. */
export function fetchSitemapIndex(context: ApiCallContext) {
  return apiGet(context, calls.jobs.sitemapIndex);
}

/** `GET /api/jobs/v1/sitemaps/{kind}/{page}`: the paths of one child sitemap. */
export function fetchSitemapFile(context: ApiCallContext, kind: SitemapKind, page: number) {
  return apiGet(context, calls.jobs.sitemapFile, { params: { kind, page } });
}
