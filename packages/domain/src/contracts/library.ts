import { z } from 'zod';
import { NO_NUL } from './places.ts';

/** One book of the digital library. */
export const bookSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  author: z.string().nullable(),
  description: z.string().nullable(),
  category: z.string().nullable(),
  coverUrl: z.string().nullable(),
  /** Where to read or borrow it. */
  url: z.string(),
});
export type Book = z.infer<typeof bookSchema>;

/** The feedback button's short form. */
export const feedbackRequestSchema = z.strictObject({
  /** Made by the browser once per form, so that a retried post stores one answer. */
  id: z.uuid(),
  pageUrl: z
    .string()
    .regex(/^\/(?!\/)/)
    .regex(NO_NUL)
    .max(2000),
  rating: z.coerce.number().int().min(1).max(5),
  comment: z.string().max(2000).regex(NO_NUL).optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export const feedbackSavedSchema = z.object({ saved: z.literal(true) });
