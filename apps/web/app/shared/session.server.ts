import { paths } from '@camello/domain';
import { calls, SESSION_COOKIES, type SessionPerson } from '@camello/domain/contracts';
import { type RouterContextProvider, redirect } from 'react-router';
import { userApiCallContextOf } from './api/api-call-context.server.ts';
import { ApiError } from './api/api-error.ts';
import { type UserApiCallContext, userApiCall } from './api/user-api.server.ts';
import { signInHref } from './named-routes.ts';
import { pageUrlOf } from './page-url.server.ts';

const checkSession = (call: UserApiCallContext) => userApiCall(call, calls.auth.sessionCheck);

/**
 * Renews the session from the refresh cookie (the access token lives 15 minutes, and says the
 * person's role as it was when issued); the new cookies reach the browser with the page. False
 * when there is nothing to renew or it was refused.
 */
export async function refreshSession(call: UserApiCallContext): Promise<boolean> {
  if (!call.cookies.has(SESSION_COOKIES.refresh)) return false;
  try {
    await userApiCall(call, calls.auth.session);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return false;
    throw error;
  }
}

/**
 * Runs a call made for the visitor; when it finds the access token expired (401), renews the
 * session from the refresh cookie and runs it once more.
 */
export async function withRenewedSession<T>(call: UserApiCallContext, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && (await refreshSession(call))) return run();
    throw error;
  }
}

/** The visitor each page request's loaders asked about: a layout and its page ask once between them. */
const visitorsOfReads = new WeakMap<Readonly<RouterContextProvider>, Promise<SessionPerson | null>>();

/**
 * The signed-in visitor, as the API knows them from their session cookies (renewing an expired
 * access token on the way), or null. Asked once per request that only reads (GET, HEAD): an
 * action may sign in or out, so it asks afresh.
 */
export function currentUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionPerson | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return askVisitor(request, context);
  const asked = visitorsOfReads.get(context);
  if (asked) return asked;
  const asking = askVisitor(request, context);
  visitorsOfReads.set(context, asking);
  return asking;
}

async function askVisitor(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionPerson | null> {
  const call = userApiCallContextOf(request, context);
  let session = await checkSession(call);
  if (!session.isAuthenticated && (await refreshSession(call))) session = await checkSession(call);
  return session.isAuthenticated ? session.user : null;
}

/**
 * The signed-in visitor; without a session, a redirect to the sign-in page that comes back here
 * afterwards (`forwardUrl`, spec §2).
 */
export async function requireUser(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<SessionPerson> {
  const user = await currentUser(request, context);
  if (user) return user;
  const { pathname, search } = pageUrlOf(request);
  throw redirect(signInHref(paths.signIn(), `${pathname}${search}`, signInActionOf(pathname)));
}

/** The sign-in page words its invitation after what the visitor was doing (spec §4 flow actions). */
function signInActionOf(pathname: string): 'apply' | undefined {
  return pathname.startsWith(paths.apply('')) ? 'apply' : undefined;
}
