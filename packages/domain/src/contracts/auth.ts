import { z } from 'zod';
import { userRoleSchema } from '../enums.ts';

/** The signed-in person a request acts for. */
export const sessionUserSchema = z.object({ id: z.string(), role: userRoleSchema });
export type SessionUser = z.infer<typeof sessionUserSchema>;

/**
 * `GET /api/auth/v1/health/oauth-check`: whether the request carries a session, and whose. A
 * failed check is not authenticated, with no user (spec §8).
 */
export const sessionCheckSchema = z.union([
  z.object({ isAuthenticated: z.literal(true), user: sessionUserSchema }),
  z.object({ isAuthenticated: z.literal(false), user: z.null() }),
]);
