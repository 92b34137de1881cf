import { z } from 'zod';
import { tabTypeSchema } from '../enums.ts';
import { localeSchema } from '../i18n/locale.ts';

export const regionSchema = z.object({
  lang: localeSchema,
  flag: z.string(),
  name: z.string(),
});
export type Region = z.infer<typeof regionSchema>;

export const regionSelectorSchema = z.object({
  defaultRegion: localeSchema,
  regions: z.array(regionSchema).min(1),
  texts: z.object({ title: z.string(), apply: z.string(), cancel: z.string() }),
});
export type RegionSelector = z.infer<typeof regionSelectorSchema>;

export const breadcrumbSchema = z.object({
  breadcrumbText: z.string().optional(),
  breadcrumbCustomText: z.string().optional(),
  breadCrumbFromServer: z.boolean().optional(),
  urlFromServer: z.string().optional(),
  queryParams: z.record(z.string(), z.string()).optional(),
  detailTitle: z.string().optional(),
  haveRedirect: z.boolean().optional(),
});
export type Breadcrumb = z.infer<typeof breadcrumbSchema>;

export const brandSchema = z.object({
  companySlug: z.string(),
  companyLogo: z.string().nullable(),
  companyUrl: z.string(),
});
export type Brand = z.infer<typeof brandSchema>;

export const brandMenuSchema = brandSchema.extend({
  brandsProps: z.array(brandSchema),
});
export type BrandMenu = z.infer<typeof brandMenuSchema>;

export const tabSchema = z.object({
  type: tabTypeSchema,
  label: z.string(),
  /** Only `tabOption` tabs are links. */
  url: z.string().optional(),
  count: z.number().int().nonnegative().optional(),
});
export type Tab = z.infer<typeof tabSchema>;

const labelledLinkSchema = z.object({ label: z.string(), url: z.string() });

/** Serializable part of the header props; click handlers are attached by the web app. */
export const headerPropsSchema = z.looseObject({
  homeUrl: z.string(),
  searchBarProps: z.looseObject({ termValue: z.string() }).optional(),
  loginProps: z
    .looseObject({ loginUrl: z.string(), loginText: z.string(), signUpText: z.string() })
    .optional(),
  profileImage: z.string().nullable().optional(),
  isAuthenticated: z.boolean(),
  signInLink: z.looseObject({ type: z.string(), href: z.string(), text: z.string() }).optional(),
  signUpButton: z.looseObject({ buttonText: z.string(), loadingState: z.boolean().optional() }).optional(),
  allJobsText: z.string().optional(),
  allJobsLink: z.string().optional(),
});
export type HeaderProps = z.infer<typeof headerPropsSchema>;

export const socialHeaderSchema = z.object({
  tabs: z.array(tabSchema),
  blog: labelledLinkSchema,
  helpOptions: z.array(labelledLinkSchema),
  helpAction: z.object({ label: z.string() }),
});
export type SocialHeader = z.infer<typeof socialHeaderSchema>;
