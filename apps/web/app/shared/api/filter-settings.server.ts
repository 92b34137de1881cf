import { calls, type FilterSettingsResponse } from '@camello/domain/contracts';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

/** `GET /api/jobs/v2/filters/public/settings`: filter cards, page sizes and orders per device. */
export function fetchFilterSettings(
  context: ApiCallContext,
  companySlug?: string,
): Promise<FilterSettingsResponse> {
  return apiGet(context, calls.jobs.filterSettings, { query: { companySlug } });
}
