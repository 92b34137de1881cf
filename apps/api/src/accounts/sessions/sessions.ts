import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@camello/db';
import type { SessionUser } from '@camello/domain/contracts';
import { type UserRow, usersRepository } from '../users-repository.ts';
import { sessionsRepository } from './sessions-repository.ts';
import type { AccessTokens } from './tokens.ts';

/** How long a refresh token lives unused; each use rotates it and starts the period again. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How long a rotated refresh token still refreshes: two tabs whose access token expired together
 * both present the same refresh token within moments, and the slower one must not be taken for a
 * thief. Past this window a rotated token is a replay.
 */
export const REFRESH_REUSE_GRACE_MS = 20_000;

/**
 * How long a family found live is taken as live without asking the database again, so that the
 * API calls of one page share one check. Ending a session through this process forgets it at once;
 * one ended through another instance stops working here within this time.
 */
export const LIVE_FAMILY_MEMO_MS = 1_000;
/** Bounds the memory: past this many families, the one checked longest ago is asked again. */
const LIVE_FAMILIES_MAX = 10_000;

export type SessionTokens = {
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
  refreshExpiresAt: Date;
  /** The sign-in these tokens belong to; ending it ends them all. */
  familyId: string;
  user: UserRow;
};

export type ClientInfo = { userAgent?: string; ipAddress?: string };

/** Refresh tokens are 256 random bits: a fast hash is enough to keep them unusable at rest. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** 256 random bits, base64url: refresh tokens, codes, secrets, challenges. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Sessions: a sign-in starts a family of refresh tokens; each refresh revokes the token used and
 * issues its successor. Presenting a token that was already rotated means it leaked: the whole
 * family is revoked, and with it every access token it issued.
 */
export function createSessions(deps: {
  db: Db;
  now: () => Date;
  accessTokens: AccessTokens;
  /** Ends the sessions a partner app started for a user (partner apps keep the grants). */
  revokeGrant: (userId: string, clientId: string, at: Date) => Promise<boolean>;
}) {
  const { db, now, accessTokens, revokeGrant } = deps;
  const sessions = sessionsRepository(db);
  const users = usersRepository(db);
  /**
   * The latest check of each family, by when it was asked (this process's clock); oldest first. A
   * page's API calls run at once: they share the check under way.
   */
  const familyChecks = new Map<string, { readonly askedAt: number; readonly live: Promise<boolean> }>();

  function isLive(familyId: string): Promise<boolean> {
    const at = now().getTime();
    const known = familyChecks.get(familyId);
    if (known && at - known.askedAt >= 0 && at - known.askedAt < LIVE_FAMILY_MEMO_MS) return known.live;
    const check = { askedAt: at, live: sessions.isFamilyLive(familyId, new Date(at)) };
    familyChecks.delete(familyId);
    familyChecks.set(familyId, check);
    if (familyChecks.size > LIVE_FAMILIES_MAX)
      familyChecks.delete(familyChecks.keys().next().value as string);
    // Only a family found live is taken as live: an ended one, or a failed check, is asked again.
    const forget = () => {
      if (familyChecks.get(familyId) === check) familyChecks.delete(familyId);
    };
    check.live.then((live) => live || forget(), forget);
    return check.live;
  }

  async function issue(tx: Db, user: UserRow, familyId: string | undefined, client: ClientInfo) {
    const refreshToken = newToken();
    const at = now();
    const refreshExpiresAt = new Date(at.getTime() + REFRESH_TOKEN_TTL_MS);
    const session = await sessions.insert(
      {
        userId: user.id,
        familyId,
        refreshTokenHash: hashToken(refreshToken),
        expiresAt: refreshExpiresAt,
        ...client,
      },
      at,
      tx,
    );
    const access = await accessTokens.issue({ userId: user.id, role: user.role, familyId: session.familyId });
    return {
      session,
      tokens: {
        accessToken: access.token,
        accessExpiresAt: access.expiresAt,
        refreshToken,
        refreshExpiresAt,
        familyId: session.familyId,
        user,
      },
    };
  }

  return {
    /** Starts a new family for a user whose credentials were just checked. */
    async start(user: UserRow, client: ClientInfo = {}): Promise<SessionTokens> {
      return (await issue(db, user, undefined, client)).tokens;
    },

    /**
     * Rotates a refresh token; null when it is unknown, expired or revoked. A token rotated within
     * the grace window gets a sibling in its family; one rotated earlier is a replay and revokes
     * the whole family.
     */
    async refresh(refreshToken: string, client: ClientInfo = {}): Promise<SessionTokens | null> {
      return db.transaction(async (tx) => {
        const at = now();
        const current = await sessions.byTokenHash(hashToken(refreshToken), tx);
        if (!current || current.expiresAt <= at) return null;
        // Revoked without a successor: signed out, or revoked with its family.
        if (current.revokedAt && !current.replacedById) return null;
        // Rotated before, or by another request between our read and now.
        const rotated = current.revokedAt !== null || !(await sessions.revoke(current.id, at, tx));
        if (rotated) {
          const rotatedAt = current.revokedAt ?? at;
          if (at.getTime() - rotatedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
            await sessions.revokeFamily(current.familyId, at, tx);
            familyChecks.delete(current.familyId);
            return null;
          }
          if (!(await sessions.isFamilyLive(current.familyId, at, tx))) return null;
        }
        const user = await users.byId(current.userId, tx);
        if (!user || user.disabledAt) return null;
        const next = await issue(tx, user, current.familyId, client);
        if (!rotated) await sessions.linkSuccessor(current.id, next.session.id, tx);
        return next.tokens;
      });
    },

    /** Ends the family of a refresh token (sign-out); unknown tokens are ignored. */
    async end(refreshToken: string): Promise<void> {
      const current = await sessions.byTokenHash(hashToken(refreshToken));
      if (!current) return;
      await sessions.revokeFamily(current.familyId, now());
      familyChecks.delete(current.familyId);
    },

    /** Ends a family and every token it issued. */
    async endFamily(familyId: string): Promise<void> {
      await sessions.revokeFamily(familyId, now());
      familyChecks.delete(familyId);
    },

    /** Ends every session of a user but `keepFamilyId` (after a password change). */
    async endAllOfUser(userId: string, keepFamilyId: string | null = null): Promise<void> {
      await sessions.revokeAllOfUser(userId, now(), keepFamilyId);
      // The families of one user are not known here: every one is checked again.
      familyChecks.clear();
    },

    /** Takes a partner app's access to a user's account away: the sessions it started end. */
    async endGrant(userId: string, clientId: string): Promise<boolean> {
      const revoked = await revokeGrant(userId, clientId, now());
      familyChecks.clear();
      return revoked;
    },

    /** The user of an access token whose family is still live; null otherwise. */
    async authenticate(accessToken: string): Promise<(SessionUser & { familyId: string }) | null> {
      const claims = await accessTokens.verify(accessToken);
      if (!claims) return null;
      if (!(await isLive(claims.familyId))) return null;
      return { id: claims.userId, role: claims.role, familyId: claims.familyId };
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
