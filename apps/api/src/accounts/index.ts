/** Accounts: sign-up and e-mail verification, sign-in, sessions and their cookies, analyst invitations accepted. */
export { analystInvitationRoutes } from './analyst-invitation-routes.ts';
export { seedDemoAccounts } from './demo-accounts.ts';
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
  hashToken,
  newToken,
  REFRESH_REUSE_GRACE_MS,
  type SessionTokens,
} from './sessions/sessions.ts';
export { ACCESS_TOKEN_TTL_SECONDS } from './sessions/tokens.ts';
export { accountRoutes } from './sign-up/account-routes.ts';
export { verifyAlertUserRoutes } from './sign-up/verify-alert-user-route.ts';
export { verifyEmailRoutes } from './sign-up/verify-email-route.ts';
