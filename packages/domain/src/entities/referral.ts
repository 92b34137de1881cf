import { z } from 'zod';

export const countrySchema = z.object({
  id: z.string().min(1),
  /** ISO 3166-1 alpha-2 code. */
  code: z.string(),
  name: z.string(),
  flagLink: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const documentTypeSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
});
export type DocumentType = z.infer<typeof documentTypeSchema>;

export const referralSchema = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  identificationNumber: z.string().min(1),
  /** Country calling code of `phone`. */
  countryCode: z.string(),
  comments: z.string(),
  email: z.email(),
  phone: z.string().min(1),
  cityBirth: z.string(),
  /** Public ids of the vacancies the person is referred to. */
  vacancies: z.array(z.string()),
  /** Reference of the uploaded résumé, if any. */
  upload: z.string().nullable(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referredConfigSchema = z.object({
  companySlug: z.string(),
  title: z.string(),
  description: z.string(),
  documentTypes: z.array(documentTypeSchema),
  countries: z.array(countrySchema),
});
export type ReferredConfig = z.infer<typeof referredConfigSchema>;
