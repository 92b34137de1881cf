import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { httpError } from '../../infrastructure/http-errors.ts';
import type { AppServices } from '../../services/app-services.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './session-cookies.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/**
 * Whether a state-changing request that a cookie authenticates comes from another site. Browsers
 * send `Origin` (or at least `Sec-Fetch-Site`) on such requests; a request with neither comes from
 * a server (the web app's own calls), which a cross-site page cannot make a browser send.
 */
function isCrossSite(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) {
    const host = URL.parse(origin)?.host;
    return !host || host !== (publicOrigin ? new URL(publicOrigin).host : request.host);
  }
  return request.headers['sec-fetch-site'] === 'cross-site';
}

/**
 * Reads cookies and form bodies, refuses cross-site state-changing requests that carry session
 * cookies (403), and fills `request.user` from the bearer token or the `access_token` cookie.
 */
export async function registerRequestAuthentication(app: FastifyInstance, services: AppServices) {
  await app.register(cookie);
  await app.register(formBody, { bodyLimit: 16_384 });
  app.addHook('onRequest', async (request) => {
    const bearer = bearerToken(request);
    const fromCookie = request.cookies[ACCESS_COOKIE];
    const carriesSessionCookie = fromCookie !== undefined || request.cookies[REFRESH_COOKIE] !== undefined;
    if (
      !bearer &&
      carriesSessionCookie &&
      !SAFE_METHODS.has(request.method) &&
      isCrossSite(request, services.publicOrigin)
    )
      throw httpError(403, 'apiError.crossSiteRequest');
    const token = bearer ?? fromCookie;
    if (!token) return;
    const user = await services.sessions.authenticate(token);
    request.user = user ? { id: user.id, role: user.role } : null;
  });
}
