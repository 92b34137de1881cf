import { z } from 'zod';
import { COUNTRY_CODES } from '../enums.ts';

/** `GET /api/referrals/v1/document-types`: the kinds of one country, or of all. */
export const documentTypesQuerySchema = z.strictObject({ country: z.enum(COUNTRY_CODES).optional() });

export const documentTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
});
