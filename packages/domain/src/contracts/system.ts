import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), driver: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  /** This instance's search index: loaded or not, how many live vacancies, how fresh. */
  searchIndex: z.object({
    ready: z.boolean(),
    vacancies: z.number().int(),
    /** Seconds since the index last took in the database's changes (every 2 s while healthy). */
    ageSeconds: z.number().nullable(),
  }),
  uptimeSeconds: z.number(),
  /**
   * This process's memory in MB: resident; the JavaScript heap V8 holds and, of it, what is in use
   * (garbage not yet collected included); buffers outside the heap.
   */
  memoryMb: z.object({
    resident: z.number(),
    heapTotal: z.number(),
    heapUsed: z.number(),
    external: z.number(),
  }),
});
