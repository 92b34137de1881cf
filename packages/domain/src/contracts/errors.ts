import { z } from 'zod';

/** Every API error: `{ statusCode, error, message }`, the message in the caller's language. */
export const errorBodySchema = z.object({
  statusCode: z.number().int().min(400).max(599),
  error: z.string(),
  message: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
