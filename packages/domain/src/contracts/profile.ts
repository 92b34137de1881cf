import { z } from 'zod';
import { accountEmailSchema } from './auth.ts';

/** One country where the job board operates. */
export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  language: z.string(),
  /** International calling code, without the plus sign: 57. */
  phoneCode: z.string(),
  flagLink: z.string().nullable(),
});
export type ActiveCountry = z.infer<typeof countrySchema>;

/** How many vacancies the candidate applied to. */
export const applicationsCountSchema = z.object({ count: z.number().int().nonnegative() });
export type ApplicationsCount = z.infer<typeof applicationsCountSchema>;

/** The e-mail a person wants to sign up with. */
export const verifyEmailRequestSchema = z.object({ email: accountEmailSchema });
/** Whether that e-mail is free for a new account; a failed check counts as not free (spec §8). */
export const verifyEmailResponseSchema = z.boolean();

/** The legal texts a candidate accepts at sign-up: the terms and the personal-data policy (Ley 1581). */
export const LEGAL_TEXT_KINDS = ['terms', 'data_policy'] as const;
export type LegalTextKind = (typeof LEGAL_TEXT_KINDS)[number];

/** A legal text's kind; any other than the known ones is a 404, not a 400. */
export const legalTextParamsSchema = z.object({ kind: z.string().max(40) });

/** The version of a legal text in force: its sanitized HTML, and the date it rules from. */
export const legalTextSchema = z.object({
  kind: z.enum(LEGAL_TEXT_KINDS),
  version: z.string(),
  title: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  contentHtml: z.string(),
});
export type LegalText = z.infer<typeof legalTextSchema>;
