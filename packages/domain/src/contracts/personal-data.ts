import { z } from 'zod';
import { LEGAL_TEXT_KINDS } from './profile.ts';

// A person's rights over their data (Ley 1581 de 2012): access (the export), withdrawing consent
// and deletion. Not in the spec's call list: the routes live under the profile host.

/** One record as the database holds it (its column names), for the person to read. */
const recordSchema = z.record(z.string(), z.unknown());

/**
 * Everything Camello holds about the signed-in person, as a download (`Content-Disposition:
 * attachment`).
 */
export const personalDataExportSchema = z.object({
  generatedAt: z.iso.datetime({ offset: true }),
  account: recordSchema,
  profile: recordSchema.nullable(),
  studies: z.array(recordSchema),
  experiences: z.array(recordSchema),
  skills: z.array(recordSchema),
  /** The CV file, its bytes in base64; null without one. */
  cv: z
    .object({
      fileName: z.string(),
      contentType: z.string(),
      sizeBytes: z.number().int(),
      uploadedAt: z.string(),
      contentBase64: z.string(),
    })
    .nullable(),
  /** Applications with their answers and their timeline (analysts' notes are theirs, not shown). */
  applications: z.array(recordSchema),
  /** Saved, discarded, liked, disliked and viewed vacancies. */
  jobStates: z.array(recordSchema),
  jobAlerts: z.array(recordSchema),
  /** Each acceptance of the terms or the data policy in force, with time, address and browser. */
  consents: z.array(recordSchema),
  consentWithdrawals: z.array(recordSchema),
  /** Sign-in sessions: when, from which address and browser; never their tokens. */
  sessions: z.array(recordSchema),
  /** The partner apps the person let act for them. */
  partnerApps: z.array(recordSchema),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

/** The legal text whose acceptance the candidate takes back. */
export const withdrawConsentSchema = z.strictObject({ kind: z.enum(LEGAL_TEXT_KINDS) });

/** The answer of a withdrawal: how many acceptances it took back (0 when there was none to take). */
export const consentWithdrawnSchema = z.object({ withdrawn: z.number().int().nonnegative() });

/** The account's password, asked again. */
export const accountDeletionSchema = z.strictObject({ password: z.string().min(1).max(200) });

/** The account is gone, and with it every session; `applicationsAnonymised` stayed for the companies. */
export const accountDeletedSchema = z.object({
  deleted: z.literal(true),
  applicationsAnonymised: z.number().int().nonnegative(),
});
