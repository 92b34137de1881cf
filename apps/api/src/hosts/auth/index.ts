import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analystInvitationRoutes } from '../../accounts/analyst-invitation-routes.ts';
import { sessionCheckRoutes } from '../../accounts/sessions/session-check-route.ts';
import { sessionRoutes } from '../../accounts/sessions/session-routes.ts';
import { accountRoutes } from '../../accounts/sign-up/account-routes.ts';
import { authFlowRoutes } from '../../partner-apps/auth-flow-routes.ts';
import { challengeRoutes } from '../../partner-apps/challenge-routes.ts';
import { partnerGrantRoutes } from '../../partner-apps/partner-grant-routes.ts';
import { tokenRoutes } from '../../partner-apps/token-route.ts';
import type { HostOptions } from '../../services/app-services.ts';

/**
 * Auth host: sign-up, e-mail confirmation, sign-in, refresh, sign-out, password reset, the session
 * check, accepting an analyst invitation, and the authorization-code flow and hand-over challenges of partner apps.
 */
export const authHost: FastifyPluginAsyncZod<HostOptions> = async (app, { services }) => {
  await app.register(sessionCheckRoutes, { services });
  await app.register(sessionRoutes, { services });
  await app.register(accountRoutes, { services });
  await app.register(authFlowRoutes, { services });
  await app.register(tokenRoutes, { services });
  await app.register(challengeRoutes, { services });
  await app.register(partnerGrantRoutes, { services });
  await app.register(analystInvitationRoutes, { services });
};
