import { calls, type Landing, type MegaMenuType, type SectorLanding } from '@camello/domain/contracts';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

/** `GET /api/jobs/v1/landing/{slug}`: a landing. */
export function fetchLanding(context: ApiCallContext, slug: string): Promise<Landing> {
  return apiGet(context, calls.jobs.landing, { params: { slug } });
}

/** `GET /api/jobs/v1/landing/{companySlug}?brand=`: a company job site, or one brand of its group. */
export function fetchCompanySite(
  context: ApiCallContext,
  companySlug: string,
  brand?: string,
): Promise<Landing> {
  return apiGet(context, calls.jobs.landing, {
    params: { slug: companySlug },
    query: { brand: brand ?? companySlug },
  });
}

/** `GET /api/jobs/v1/mega-menu/{type}`; an empty list when the API fails (spec §8). */
export function fetchMegaMenu(context: ApiCallContext, type: MegaMenuType) {
  return apiGet(context, calls.jobs.megaMenu, { params: { type } }).catch(() => []);
}

/** `GET /api/jobs/v1/landing/slug/{sectorId}`; on failure the spec's fallback: id, slug and h1 empty. */
export function fetchSectorLanding(context: ApiCallContext, sectorId: number): Promise<SectorLanding> {
  return apiGet(context, calls.jobs.sectorLanding, { params: { sectorId } }).catch(() => ({
    id: '',
    slug: '',
    h1: '',
  }));
}
