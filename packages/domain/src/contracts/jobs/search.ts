import { z } from 'zod';
import { jobCardSchema } from '../../entities/job-card.ts';
import { counterEntrySchema } from '../../entities/search.ts';

/** A facet count as the search answers it: the domain's {id, label, total} plus its filter state. */
export const counterOptionSchema = counterEntrySchema.extend({
  isApplied: z.boolean(),
  /** Bounds of a range option (salary), applied as `filters[salary][from]` / `[to]`. */
  from: z.number().nullable().optional(),
  to: z.number().nullable().optional(),
});
export type CounterOption = z.infer<typeof counterOptionSchema>;

/** `GET /v1/public/jobs/search`: one page of vacancies with facet counts. */
export const searchResponseSchema = z.object({
  rows: z.array(jobCardSchema),
  /** Vacancies that match. */
  totalRows: z.number().int().nonnegative(),
  /** Open quotas of the vacancies that match. */
  totalHits: z.number().int().nonnegative(),
  counters: z.record(z.string(), z.array(counterOptionSchema)),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;
