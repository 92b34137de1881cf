import { SESSION_COOKIES } from '@camello/domain/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionTokens } from './sessions.ts';

export const ACCESS_COOKIE = SESSION_COOKIES.access;
export const REFRESH_COOKIE = SESSION_COOKIES.refresh;

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
    path: '/',
    expires: tokens.refreshExpiresAt,
  });
}

export function clearSessionCookies(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(ACCESS_COOKIE, { ...flags(secure), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...flags(secure), path: '/' });
}
