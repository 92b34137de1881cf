import {
  type JobPostingResponse,
  jobPostingResponseSchema,
  type SitemapKind,
  sitemapFileSchema,
  sitemapIndexSchema,
} from '@camello/domain/contracts';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

/** `GET /api/jobs/v1/seo/job-posting/{jobSlug}`: a vacancy's JobPosting data, and similar jobs once it is gone. */
export function fetchJobPosting(
  context: ApiCallContext,
  jobSlug: string,
  companySlug?: string,
): Promise<JobPostingResponse> {
  return apiGet(
    context,
    `/jobs/v1/seo/job-posting/${encodeURIComponent(jobSlug)}`,
    companySlug ? { companySlug } : {},
    jobPostingResponseSchema,
  );
}

/** `GET /api/jobs/v1/sitemaps`: the child sitemaps. */
export function fetchSitemapIndex(context: ApiCallContext) {
  return apiGet(context, '/jobs/v1/sitemaps', {}, sitemapIndexSchema);
}

/** `GET /api/jobs/v1/sitemaps/{kind}/{page}`: the paths of one child sitemap. */
export function fetchSitemapFile(context: ApiCallContext, kind: SitemapKind, page: number) {
  return apiGet(context, `/jobs/v1/sitemaps/${kind}/${page}`, {}, sitemapFileSchema);
}
