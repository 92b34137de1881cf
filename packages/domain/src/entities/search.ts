import { z } from 'zod';
import { jobCardSchema } from './job-card.ts';

export const counterEntrySchema = z.object({
  id: z.string(),
  label: z.string(),
  total: z.number().int().nonnegative(),
});
export type CounterEntry = z.infer<typeof counterEntrySchema>;

export const searchResponseSchema = z.object({
  /** The current page of results. */
  rows: z.array(jobCardSchema),
  /** Vacancies that matched the search: what the visitor pages through. */
  totalRows: z.number().int().nonnegative(),
  /** Open positions (the sum of the matching vacancies' quotas). */
  totalHits: z.number().int().nonnegative(),
  /** Facet counts keyed by filter field. */
  counters: z.record(z.string(), z.array(counterEntrySchema)),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
