import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTokens } from './sessions.ts';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** The refresh token only travels to the auth host, never with page or API requests elsewhere. */
const REFRESH_PATH = '/api/auth';

function flags(secure: boolean) {
  return { httpOnly: true, sameSite: 'lax' as const, secure };
}

/** `Secure` whenever the public site is https (PUBLIC_ORIGIN), or the request came over https. */
export function cookiesSecure(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  return publicOrigin ? publicOrigin.startsWith('https:') : request.protocol === 'https';
}

export function setSessionCookies(reply: FastifyReply, tokens: SessionTokens, secure: boolean): void {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...flags(secure),
    path: '/',
    expires: tokens.accessExpiresAt,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...flags(secure),
    path: REFRESH_PATH,
    expires: tokens.refreshExpiresAt,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(ACCESS_COOKIE, { ...flags(secure), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...flags(secure), path: REFRESH_PATH });
}
