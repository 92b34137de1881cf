import { z } from 'zod';

/** Raw text of the three boxes of a date input, as typed. */
export const dateInputSchema = z.object({
  day: z.string(),
  month: z.string(),
  year: z.string(),
});
export type DateInput = z.infer<typeof dateInputSchema>;
