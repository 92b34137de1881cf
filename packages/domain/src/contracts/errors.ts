import { z } from 'zod';

/**
 * Why a request was refused, for a client that reacts to it rather than only showing the message:
 * `termsNotAccepted` opens the terms modal, `invalidAnswers` comes with `fields`.
 */
export const API_ERROR_REASONS = [
  'termsNotAccepted',
  'termsVersionChanged',
  'invalidAnswers',
  // A stage move stated a version the application no longer has: someone moved it first.
  'stageChanged',
  'invalidReferral',
] as const;
export type ApiErrorReason = (typeof API_ERROR_REASONS)[number];

/**
 * Every API error: `{ statusCode, error, message }`, the message in the caller's language; some
 * add a `reason`, and `fields`, a message for each field that failed a rule (by field name).
 */
export const errorBodySchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  error: z.string(),
  message: z.string(),
  reason: z.enum(API_ERROR_REASONS).optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
