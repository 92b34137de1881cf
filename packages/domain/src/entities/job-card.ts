import { z } from 'zod';
import { CARD_CITIES_MAX } from '../constants.ts';

/**
 * One vacancy in a results list. Every text is already formatted for display in the request's
 * locale, so the web renders it as is.
 */
export const jobCardSchema = z.object({
  /** Public id of the vacancy. */
  id: z.string().min(1),
  title: z.string(),
  companyName: z.string(),
  companySlug: z.string(),
  companyLogo: z.string().nullable(),
  /** Display names of the first cities, at most {@link CARD_CITIES_MAX}. */
  cities: z.array(z.string()).max(CARD_CITIES_MAX),
  /** How many more cities the vacancy has beyond those in `cities`. */
  others: z.number().int().nonnegative(),
  /** "$ 2.500.000 - $ 3.000.000" or "A convenir". */
  salary: z.string(),
  experience: z.string(),
  educationLevel: z.string(),
  contractType: z.string(),
  /** "Hace 3 días". */
  formatPublishDate: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  urgent: z.boolean(),
  jobSlug: z.string(),
  /** Base of the job link: the link is `{dynamicUrl}/{jobSlug}`. */
  dynamicUrl: z.string(),
});
export type JobCard = z.infer<typeof jobCardSchema>;
