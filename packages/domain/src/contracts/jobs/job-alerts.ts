import { z } from 'zod';
import { JOB_ALERT_FREQUENCIES } from '../../job-alerts.ts';
import { NO_NUL } from '../places.ts';
import { filtersSchema, MAX_TERM_LENGTH } from './search.ts';

// Job alerts (issue #14): a search (term and filters) whose new vacancies reach the candidate by
// e-mail, daily or weekly. A signed-in candidate's alert is live at once; a visitor's (e-mail and
// phone) once they open the link of the confirmation e-mail.

const frequency = z.enum(JOB_ALERT_FREQUENCIES);
const alertId = z.uuid();
/** 256 random bits, base64url: the confirmation and unsubscribe links' secrets. */
const linkToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const email = z.email().max(254);
/** A phone as people type it: digits, spaces, `+`, `-`, parentheses; 7 to 15 digits. */
const phone = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[\d\s()-]+$/)
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 7 && digits <= 15;
  });

/** The search an alert keeps: the listing's term and filters. */
const alertSearch = {
  query: z.string().trim().max(MAX_TERM_LENGTH).regex(NO_NUL).default(''),
  filters: filtersSchema.default({}),
};

/** A signed-in candidate's alert. */
export const createJobAlertRequestSchema = z.object({
  ...alertSearch,
  frequency: frequency.default('daily'),
});
export type CreateJobAlertRequest = z.input<typeof createJobAlertRequestSchema>;

/** A visitor's alert, live once its e-mail is confirmed. */
export const createPublicJobAlertRequestSchema = createJobAlertRequestSchema.extend({ email, phone });
export type CreatePublicJobAlertRequest = z.input<typeof createPublicJobAlertRequestSchema>;

/** The visitor's alert was taken: a confirmation e-mail is on its way (the same answer when it already existed). */
export const publicJobAlertResponseSchema = z.object({ confirmationSent: z.literal(true) });

/** Is there an account with this e-mail? */
export const verifyAlertUserRequestSchema = z.object({ email, phone });
export const verifyAlertUserResponseSchema = z.boolean();

const list = z.array(z.string());
const flag = z.enum(['true', 'false']);
/** An alert's filters as stored and answered: the search's filters, lists always lists. */
const alertFiltersSchema = z
  .object({
    department: list,
    city: list,
    sector: list,
    category: list,
    occupation: list,
    company: list,
    employmentType: list,
    educationLevel: list,
    experience: list,
    salary: z.object({ from: z.number().optional(), to: z.number().optional() }),
    remote: flag,
    urgent: flag,
    publishDate: z.string(),
    geo: z.object({ lat: z.number(), lng: z.number(), radius: z.number() }),
  })
  .partial();

export const jobAlertSchema = z.object({
  id: alertId,
  /** What the alert looks for, in words: "Vendedor en Bogotá". */
  title: z.string(),
  query: z.string(),
  filters: alertFiltersSchema,
  frequency,
  paused: z.boolean(),
  createdAt: z.iso.datetime(),
  lastSentAt: z.iso.datetime().nullable(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

/** The signed-in candidate's alerts, newest first. */
export const jobAlertListSchema = z.object({ alerts: z.array(jobAlertSchema) });

export const jobAlertParamsSchema = z.object({ alertId });

export const deleteJobAlertResponseSchema = z.object({ deleted: z.literal(true) });

/** Frequency and pause; what is left out stays. */
export const updateJobAlertRequestSchema = z.object({ frequency, paused: z.boolean() }).partial().nullish();
export type UpdateJobAlertRequest = z.input<typeof updateJobAlertRequestSchema>;

/** The link of the confirmation e-mail. */
export const confirmJobAlertRequestSchema = z.object({ token: linkToken });
export const confirmJobAlertResponseSchema = z.object({ title: z.string() });

/**
 * The one-click unsubscribe of every alert e-mail (RFC 8058; the mail client posts
 * `List-Unsubscribe=One-Click`), no sign-in needed.
 */
export const unsubscribeJobAlertQuerySchema = z.object({ token: linkToken });
export const unsubscribeJobAlertResponseSchema = z.object({ title: z.string() });

/**
 * The alert of the link every alert e-mail carries (the unsubscribe token), seen, paused, its
 * frequency changed or deleted with no sign-in: how a visitor manages an alert they have no account
 * for.
 */
export const managedJobAlertSchema = jobAlertSchema.pick({ title: true, frequency: true, paused: true });
export type ManagedJobAlert = z.infer<typeof managedJobAlertSchema>;
