import { z } from 'zod';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A company, vacancy or filter-value slug as the search, detail and filter routes take it. */
export const slugSchema = z.string().max(120).regex(SLUG);

/** A landing or vacancy slug in a path: landings built from long titles need more room. */
export const longSlugSchema = z.string().max(300).regex(SLUG);

/** A vacancy's public id. */
export const publicIdSchema = z.string().regex(/^[0-9a-z]{6,16}$/);
