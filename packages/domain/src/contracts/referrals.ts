import { z } from 'zod';
import { COUNTRY_CODES } from '../enums.ts';
import { slugSchema } from './jobs/params.ts';

/** The kinds of one country, or of all. */
export const documentTypesQuerySchema = z.strictObject({ country: z.enum(COUNTRY_CODES).optional() });

export const documentTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
});
export type DocumentTypeOption = z.infer<typeof documentTypeSchema>;

/** The companies with a referral page. */
export const referralSiteSchema = z.object({
  companySlug: z.string(),
  companyName: z.string(),
  logoUrl: z.string().nullable(),
  title: z.string(),
});
export type ReferralSite = z.infer<typeof referralSiteSchema>;

/** The company's referral page. */
export const referralSettingsSchema = referralSiteSchema.extend({
  /** Sanitized HTML written in the analyst area. */
  introHtml: z.string().nullable(),
  termsUrl: z.string().nullable(),
  allowsUpload: z.boolean(),
});
export type ReferralSettings = z.infer<typeof referralSettingsSchema>;

export const companySlugParamsSchema = z.strictObject({ companySlug: slugSchema });
export const referralSlugParamsSchema = z.strictObject({ slug: slugSchema });

/** The live vacancies one can refer someone to. */
export const referralVacancySchema = z.object({
  publicId: z.string(),
  title: z.string(),
  jobSlug: z.string(),
  cities: z.array(z.string()),
});
export type ReferralVacancy = z.infer<typeof referralVacancySchema>;

/** The stored referral. */
export const referralCreatedSchema = z.object({ id: z.uuid() });

/** The text fields of the referral form, as multipart or urlencoded strings. */
export const REFERRAL_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'documentTypeId',
  'identificationNumber',
  'countryCode',
  'phone',
  'email',
  'cityBirthId',
  'comments',
] as const;
