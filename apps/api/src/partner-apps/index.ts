/** Partner apps: the OAuth authorization-code flow, tokens, hand-over challenges, grants and the client registry. */
export { authFlowRoutes } from './auth-flow-routes.ts';
export { challengeRoutes } from './challenge-routes.ts';
export { registerPartnerClient } from './partner-clients.ts';
export { partnerGrantRoutes } from './partner-grant-routes.ts';
export { s256Challenge } from './pkce.ts';
export { tokenRoutes } from './token-route.ts';
