import { z } from 'zod';

/** PostgreSQL text holds no NUL character. */
export const NO_NUL = /^[^\0]*$/;

/** The label of one city. */
export const cityLabelQuerySchema = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** The visitor's likely country and its language. */
export const countryGuessSchema = z.object({
  code: z.enum(['co', 'mx', 'us']),
  language: z.enum(['es-CO', 'es-MX', 'en-US']),
  /** Where the guess came from. */
  source: z.enum(['proxy', 'accept-language', 'default']),
});
export type CountryGuess = z.infer<typeof countryGuessSchema>;
