import { z } from 'zod';
import { ACCOUNT_LIMITS } from '../constants.ts';
import { userRoleSchema } from '../enums.ts';
import { safeSitePath } from '../rules/forward-url.ts';

/**
 * The session cookies, both HttpOnly. The refresh token goes to every path of the site so that
 * the web server can renew an expired access token while rendering a signed-in page.
 */
export const SESSION_COOKIES = { access: 'access_token', refresh: 'refresh_token' } as const;

/** The signed-in person a request acts for. */
export const sessionUserSchema = z.object({ id: z.string(), role: userRoleSchema });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * The signed-in person as the header shows them (spec §2 user menu): their name, e-mail, title (a
 * candidate's profession, an analyst's job title) and avatar, each null when the account has none.
 */
export const sessionPersonSchema = sessionUserSchema.extend({
  email: z.string(),
  name: z.string().nullable(),
  title: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});
export type SessionPerson = z.infer<typeof sessionPersonSchema>;

/**
 * Whether the request carries a session, and whose. A failed check is not authenticated, with no
 * user (spec §8).
 */
export const sessionCheckSchema = z.union([
  z.object({ isAuthenticated: z.literal(true), user: sessionPersonSchema }),
  z.object({
    isAuthenticated: z.literal(false),
    user: z.null(),
    /**
     * Present when the request carries a refresh cookie: renewing the session (a bodiless POST of
     * /v2/oauth2/session) may sign it in again. A browser asks for that only then.
     */
    renewable: z.literal(true).optional(),
  }),
]);
export type SessionCheck = z.infer<typeof sessionCheckSchema>;

/** An account's e-mail address. */
export const accountEmailSchema = z.email().max(254);
const email = accountEmailSchema;
const password = z.string().min(ACCOUNT_LIMITS.passwordMin).max(ACCOUNT_LIMITS.passwordMax);
const singleUseToken = z.string().min(20).max(200);

/** A path on the site a confirmation link brings the person back to (spec §2 `forwardUrl`). */
const forwardPath = z
  .string()
  .max(2048)
  .refine((path) => safeSitePath(path) !== null);

/** A candidate's sign-up; both acceptances are required. */
export const registerRequestSchema = z.object({
  firstName: z.string().trim().min(1).max(ACCOUNT_LIMITS.nameMax),
  lastName: z.string().trim().min(1).max(ACCOUNT_LIMITS.nameMax),
  email,
  password,
  acceptTerms: z.literal(true),
  acceptDataPolicy: z.literal(true),
  forwardUrl: forwardPath.optional(),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** A new confirmation link for an account not confirmed yet. */
export const resendConfirmationRequestSchema = z.object({ email, forwardUrl: forwardPath.optional() });

/** The token of the verification e-mail. */
export const confirmEmailRequestSchema = z.object({ token: singleUseToken });

/** A form body signs in; no body refreshes from the cookie. */
export const signInRequestSchema = z.object({
  username: email,
  password: z.string().min(1).max(ACCOUNT_LIMITS.passwordMax),
  grant_type: z.literal('password'),
});

/** The answer of sign-in and refresh; the tokens travel in HttpOnly cookies only. */
export const sessionResponseSchema = z.object({ user: sessionUserSchema.extend({ email: z.string() }) });

export const forgotPasswordRequestSchema = z.object({ email });

export const resetPasswordRequestSchema = z.object({ token: singleUseToken, password });

/** Answers that carry only a message for the person (sign-up, confirmation, reset, sign-out). */
export const authMessageSchema = z.object({ message: z.string() });
