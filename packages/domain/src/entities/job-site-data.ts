import { z } from 'zod';
import { landingTypeSchema } from '../enums.ts';

export const jobLandingLinkSchema = z.object({
  type: landingTypeSchema,
  slug: z.string(),
});
export type JobLandingLink = z.infer<typeof jobLandingLinkSchema>;

/** A vacancy as a company job site or a landing page lists it. */
export const jobSiteDataSchema = z.object({
  publicId: z.string().min(1),
  title: z.string(),
  slug: z.string(),
  h1: z.string(),
  /** Open quotas left. */
  counter: z.number().int().nonnegative(),
  companyName: z.string(),
  cities: z.array(z.string()),
  minSalary: z.number().nonnegative().nullable(),
  toAgree: z.boolean(),
  numberOfQuotas: z.number().int().nonnegative(),
  sectors: z.array(z.object({ name: z.string() })),
  iconUrl: z.string().nullable(),
  logoUrl: z.string().nullable(),
  landings: z.array(jobLandingLinkSchema),
});
export type JobSiteData = z.infer<typeof jobSiteDataSchema>;
