import { z } from 'zod';

/** `GET /api/profile/v1/countries/active`: one country where the job board operates. */
export const countrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  language: z.string(),
  flagLink: z.string().nullable(),
});

/** `GET /api/profile/v2/candidate/applications/count`: how many vacancies the candidate applied to. */
export const applicationsCountSchema = z.object({ count: z.number().int().nonnegative() });
