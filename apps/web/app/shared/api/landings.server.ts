import { LANDING_TYPES, type LandingType, megaMenuCardSchema } from '@camello/domain';
import { z } from 'zod';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

export const landingLinkSchema = z.object({
  type: z.enum(LANDING_TYPES),
  slug: z.string(),
  url: z.string(),
  h1: z.string(),
  quotas: z.number(),
});
export type LandingLink = z.infer<typeof landingLinkSchema>;

const brandSchema = z.object({
  companySlug: z.string(),
  companyLogo: z.string().nullable(),
  companyUrl: z.string(),
});

export const companySiteSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  sectorId: z.number().nullable(),
  social: z.record(z.string(), z.string().nullable()),
  isPublic: z.boolean(),
  frameAncestors: z.array(z.string()),
  brandMenu: brandSchema.extend({ brandsProps: z.array(brandSchema) }),
  updatedAt: z.string(),
});
export type CompanySite = z.infer<typeof companySiteSchema>;

export const landingSchema = z.object({
  type: z.enum(LANDING_TYPES),
  slug: z.string(),
  url: z.string(),
  h1: z.string(),
  title: z.string(),
  description: z.string(),
  introduction: z.string(),
  search: z.object({
    text: z.string(),
    filters: z.record(z.string(), z.array(z.string())),
    companySlug: z.string().nullable(),
  }),
  vacancies: z.number(),
  openings: z.number(),
  parent: landingLinkSchema.nullable(),
  related: z.array(landingLinkSchema),
  breadcrumbs: z.array(z.object({ label: z.string(), url: z.string() })),
  company: companySiteSchema.nullable(),
  lastModified: z.string().nullable(),
});
export type Landing = z.infer<typeof landingSchema>;

/** `GET /api/jobs/v1/landing/{slug}`: a landing. */
export function fetchLanding(context: ApiCallContext, slug: string): Promise<Landing> {
  return apiGet(context, `/jobs/v1/landing/${encodeURIComponent(slug)}`, {}, landingSchema);
}

/** `GET /api/jobs/v1/landing/{companySlug}?brand=`: a company job site, or one brand of its group. */
export function fetchCompanySite(
  context: ApiCallContext,
  companySlug: string,
  brand?: string,
): Promise<Landing> {
  return apiGet(
    context,
    `/jobs/v1/landing/${encodeURIComponent(companySlug)}`,
    { brand: brand ?? companySlug },
    landingSchema,
  );
}

/** `GET /api/jobs/v1/landing/list/{type}`. */
export function fetchLandingList(context: ApiCallContext, type: LandingType): Promise<LandingLink[]> {
  return apiGet(context, `/jobs/v1/landing/list/${type}`, {}, z.array(landingLinkSchema));
}

export type MegaMenuType =
  | 'by-location'
  | 'by-location-state'
  | 'by-occupation'
  | 'by-occupation-category'
  | 'by-sector'
  | 'by-company';

/** `GET /api/jobs/v1/mega-menu/{type}`; an empty list when the API fails (spec §8). */
export function fetchMegaMenu(context: ApiCallContext, type: MegaMenuType) {
  return apiGet(context, `/jobs/v1/mega-menu/${type}`, {}, z.array(megaMenuCardSchema)).catch(() => []);
}

const sectorLandingSchema = z.object({ id: z.string(), slug: z.string(), h1: z.string() });
export type SectorLanding = z.infer<typeof sectorLandingSchema>;

/** `GET /api/jobs/v1/landing/slug/{sectorId}`; on failure the spec's fallback: id, slug and h1 empty. */
export function fetchSectorLanding(context: ApiCallContext, sectorId: number): Promise<SectorLanding> {
  return apiGet(context, `/jobs/v1/landing/slug/${sectorId}`, {}, sectorLandingSchema).catch(() => ({
    id: '',
    slug: '',
    h1: '',
  }));
}
