import { z } from 'zod';
import { missingProfileItemSchema } from './resume.ts';

/**
 * Why a request was refused, for a client that reacts to it rather than only showing the message:
 * `termsNotAccepted` opens the terms modal, `invalidAnswers` comes with `fields`,
 * `profileIncomplete` (applying with an incomplete résumé) with `missing`.
 */
export const API_ERROR_REASONS = [
  'termsNotAccepted',
  'termsVersionChanged',
  'profileIncomplete',
  'invalidAnswers',
  // A stage move stated a version the application no longer has: someone moved it first.
  'stageChanged',
  'invalidReferral',
] as const;
export type ApiErrorReason = (typeof API_ERROR_REASONS)[number];

/**
 * Every API error: `{ statusCode, error, message }`, the message in the caller's language; some
 * add a `reason`, `fields`, a message for each field that failed a rule (by field name), and
 * `missing`, what the résumé lacks (each with its field on `/hoja-de-vida`, spec §5).
 */
export const errorBodySchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  error: z.string(),
  message: z.string(),
  reason: z.enum(API_ERROR_REASONS).optional(),
  fields: z.record(z.string(), z.string()).optional(),
  missing: z.array(missingProfileItemSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
