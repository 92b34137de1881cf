import { paths } from '@camello/domain';
import { type SessionPerson, sessionCheckSchema } from '@camello/domain/contracts';
import { type RouterContextProvider, redirect } from 'react-router';
import { userApiCallContextOf } from './api/api-call-context.server.ts';
import { userApiCall } from './api/user-api.server.ts';
import { signInHref } from './named-routes.ts';

/**
 * The signed-in visitor, as the API knows them from their session cookie; without one, a redirect
 * to the sign-in page that comes back here afterwards (`forwardUrl`, spec §2).
 */
export async function requireUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionPerson> {
  const session = await userApiCall(
    userApiCallContextOf(request, context),
    { method: 'GET', path: '/auth/v1/health/oauth-check' },
    sessionCheckSchema,
  );
  if (session.isAuthenticated) return session.user;
  const { pathname, search } = new URL(request.url);
  throw redirect(signInHref(paths.signIn(), `${pathname}${search}`));
}
