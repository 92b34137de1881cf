import { z } from 'zod';
import { brandMenuSchema } from '../../entities/header.ts';
import { megaMenuCardSchema } from '../../entities/mega-menu.ts';
import { LANDING_TYPES } from '../../enums.ts';
import { longSlugSchema } from './params.ts';

export const landingParamsSchema = z.object({ slug: longSlugSchema });
export const landingQuerySchema = z.object({ brand: longSlugSchema.optional() });
export const landingListParamsSchema = z.object({ type: z.enum(LANDING_TYPES) });
export const parentSlugParamsSchema = z.object({ parentSlug: longSlugSchema });
export const sectorLandingParamsSchema = z.object({
  sectorId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const landingLinkSchema = z.object({
  type: z.enum(LANDING_TYPES),
  slug: z.string(),
  /** Site path of the landing: `/trabajos/{slug}`. */
  url: z.string(),
  h1: z.string(),
  /** Openings (open quotas) of the live vacancies the landing lists, as the landing counts them (spec §3). */
  quotas: z.number().int().nonnegative(),
});
export type LandingLink = z.infer<typeof landingLinkSchema>;
export const landingLinksSchema = z.array(landingLinkSchema);

export const breadcrumbItemSchema = z.object({ label: z.string(), url: z.string() });
export type BreadcrumbItem = z.infer<typeof breadcrumbItemSchema>;

/** What the page asks the search API for: `filters[city][]=…`, a term, or one company's job site. */
export const landingSearchSchema = z.object({
  text: z.string(),
  filters: z.record(z.string(), z.array(z.string())),
  companySlug: z.string().nullable(),
});

export const companySocialSchema = z.object({
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedIn: z.string().nullable(),
  youTube: z.string().nullable(),
  tikTok: z.string().nullable(),
  x: z.string().nullable(),
});

/** A company job site: its look, its brands and whether search engines and other sites may show it. */
export const companySiteSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string().nullable(),
  secondaryColor: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  /** Its sector, whose landing the job site links to (`/v1/landing/slug/{sectorId}`). */
  sectorId: z.number().int().nullable(),
  social: companySocialSchema,
  /** Job site kind 1: listed publicly and indexed; kind 0 is reachable by its link only. */
  isPublic: z.boolean(),
  /** Origins allowed to embed the job site widget. */
  frameAncestors: z.array(z.string()),
  /** The brand menu of the company group (spec §3): the current brand and every brand of the group. */
  brandMenu: brandMenuSchema,
  updatedAt: z.string(),
});
export type CompanySite = z.infer<typeof companySiteSchema>;

/** A landing, or a company job site. */
export const landingSchema = z.object({
  type: z.enum(LANDING_TYPES),
  slug: z.string(),
  url: z.string(),
  h1: z.string(),
  /** Page title, without the site name. */
  title: z.string(),
  description: z.string(),
  introduction: z.string(),
  search: landingSearchSchema,
  /** Live vacancies it lists. */
  vacancies: z.number().int().nonnegative(),
  /** Open quotas of those vacancies. */
  openings: z.number().int().nonnegative(),
  parent: landingLinkSchema.nullable(),
  related: z.array(landingLinkSchema),
  breadcrumbs: z.array(breadcrumbItemSchema),
  /** The company of a by-company landing or a company job site. */
  company: companySiteSchema.nullable(),
  /** Newest publication among its vacancies (sitemaps, caching); null when it lists none. */
  lastModified: z.string().nullable(),
});
export type Landing = z.infer<typeof landingSchema>;

export const sectorLandingSchema = z.object({ id: z.string(), slug: z.string(), h1: z.string() });
export type SectorLanding = z.infer<typeof sectorLandingSchema>;

/** The landing types the mega menu has tabs or cards for. */
export const MEGA_MENU_TYPES = [
  'by-location',
  'by-location-state',
  'by-occupation',
  'by-occupation-category',
  'by-sector',
  'by-company',
] as const;
export type MegaMenuType = (typeof MEGA_MENU_TYPES)[number];

export const megaMenuParamsSchema = z.object({ type: z.enum(MEGA_MENU_TYPES) });
export const megaMenuCardsSchema = z.array(megaMenuCardSchema);
