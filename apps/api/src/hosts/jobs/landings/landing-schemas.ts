import { LANDING_TYPES, megaMenuCardSchema } from '@camello/domain';
import { z } from 'zod';
import { companySiteSchema } from '../companies/company-site.ts';

export const landingLinkSchema = z.object({
  type: z.enum(LANDING_TYPES),
  slug: z.string(),
  /** Site path of the landing: `/trabajos/{slug}`. */
  url: z.string(),
  h1: z.string(),
  /** Live vacancies the landing lists. */
  quotas: z.number().int().nonnegative(),
});
export type LandingLink = z.infer<typeof landingLinkSchema>;

export const breadcrumbItemSchema = z.object({ label: z.string(), url: z.string() });
export type BreadcrumbItem = z.infer<typeof breadcrumbItemSchema>;

/** What the page asks the search API for: `filters[city][]=…`, a term, or one company's job site. */
export const landingSearchSchema = z.object({
  text: z.string(),
  filters: z.record(z.string(), z.array(z.string())),
  companySlug: z.string().nullable(),
});
export type LandingSearch = z.infer<typeof landingSearchSchema>;

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

export const megaMenuCardsSchema = z.array(megaMenuCardSchema);
