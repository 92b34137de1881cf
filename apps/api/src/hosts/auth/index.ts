import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { HostOptions } from '../../services/app-services.ts';
import { accountRoutes } from './account-routes.ts';
import { analystInvitationRoutes } from './analyst-invitation-routes.ts';
import { authFlowRoutes } from './auth-flow-routes.ts';
import { challengeRoutes } from './challenge-routes.ts';
import { partnerGrantRoutes } from './partner-grant-routes.ts';
import { sessionCheckRoutes } from './session-check-route.ts';
import { sessionRoutes } from './session-routes.ts';
import { tokenRoutes } from './token-route.ts';

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
