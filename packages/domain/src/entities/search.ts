import { z } from 'zod';

export const counterEntrySchema = z.object({
  id: z.string(),
  label: z.string(),
  total: z.number().int().nonnegative(),
});
export type CounterEntry = z.infer<typeof counterEntrySchema>;
