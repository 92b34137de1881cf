import { z } from 'zod';
import { accountEmailSchema } from './auth.ts';

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

/** `POST /api/profile/v2/register/verify-email`: the e-mail a person wants to sign up with. */
export const verifyEmailRequestSchema = z.object({ email: accountEmailSchema });
/** Whether that e-mail is free for a new account; a failed check counts as not free (spec §8). */
export const verifyEmailResponseSchema = z.boolean();
