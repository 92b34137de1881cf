import type { UserRole } from '@camello/domain';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { KeyRing } from './key-ring.ts';

/** Access tokens live minutes; the refresh token (stored, rotated) keeps a session going. */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

const ISSUER = 'camello';
const AUDIENCE = 'camello-api';

/** What an access token says: who, with which role, in which session family. */
export type AccessClaims = { userId: string; role: UserRole; familyId: string };

const roles: readonly string[] = ['candidate', 'analyst', 'admin'] satisfies UserRole[];

/** Bounds the tokens remembered as verified: a few MB for as many people signed in at once. */
const MAX_VERIFIED_TOKENS = 10_000;

export function createAccessTokens(keyRing: KeyRing, now: () => Date) {
  /**
   * Tokens whose signature and claims were verified, with when they expire: a page calls the API
   * several times with the same token, and verifying it again (a trip to the thread pool) would
   * give the same answer until then. Least recently used first.
   */
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    async issue(claims: AccessClaims): Promise<{ token: string; expiresAt: Date }> {
      const { kid, key } = await keyRing.signingKey();
      const issuedAt = Math.floor(now().getTime() / 1000);
      const expiresAt = issuedAt + ACCESS_TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ role: claims.role, sid: claims.familyId })
        .setProtectedHeader({ alg: 'EdDSA', kid, typ: 'at+jwt' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
      return { token, expiresAt: new Date(expiresAt * 1000) };
    },

    /** The claims of a valid, unexpired token signed by one of our keys; null for anything else. */
    async verify(token: string): Promise<AccessClaims | null> {
      const known = verified.get(token);
      if (known) {
        verified.delete(token);
        if (now().getTime() >= known.expiresAtMs) return null;
        verified.set(token, known);
        return known.claims;
      }
      try {
        const { payload } = await jwtVerify(
          token,
          async (header) => {
            const key = header.kid ? await keyRing.verificationKey(header.kid) : undefined;
            if (!key) throw new errors.JWKSNoMatchingKey();
            return key;
          },
          { issuer: ISSUER, audience: AUDIENCE, algorithms: ['EdDSA'], typ: 'at+jwt', currentDate: now() },
        );
        const { sub, role, sid, exp } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string') return null;
        if (!roles.includes(role)) return null;
        const claims: AccessClaims = { userId: sub, role: role as UserRole, familyId: sid };
        if (typeof exp === 'number') {
          verified.set(token, { claims, expiresAtMs: exp * 1000 });
          if (verified.size > MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value as string);
        }
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
