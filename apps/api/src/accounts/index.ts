/** Accounts: sign-up and e-mail verification, sign-in, sessions and their cookies, analyst invitations accepted. */
export { analystInvitationRoutes } from './analyst-invitation-routes.ts';
export { seedDemoAccounts } from './demo-accounts.ts';
export { createKeyRing } from './sessions/key-ring.ts';
export { registerRequestAuthentication } from './sessions/request-authentication.ts';
export { sessionCheckRoutes } from './sessions/session-check-route.ts';
export {
  ACCESS_COOKIE,
  clearSessionCookies,
  cookiesSecure,
  setSessionCookies,
} from './sessions/session-cookies.ts';
export { sessionRoutes } from './sessions/session-routes.ts';
export {
  type ClientInfo,
  createSessions,
  hashToken,
  newToken,
  REFRESH_REUSE_GRACE_MS,
  type Sessions,
  type SessionTokens,
} from './sessions/sessions.ts';
export { sessionsRepository } from './sessions/sessions-repository.ts';
export { signingKeysRepository } from './sessions/signing-keys-repository.ts';
export { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './sessions/tokens.ts';
export { accountRoutes } from './sign-up/account-routes.ts';
export { authTokensRepository } from './sign-up/auth-tokens-repository.ts';
export { verifyAlertUserRoutes } from './sign-up/verify-alert-user-route.ts';
export { verifyEmailRoutes } from './sign-up/verify-email-route.ts';
export { usersRepository } from './users-repository.ts';
