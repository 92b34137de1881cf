import type { Db } from '@camello/db';

export type SessionRow = {
  id: string;
  userId: string;
  familyId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  replacedById: string | null;
};

export type NewSession = {
  userId: string;
  familyId?: string;
  refreshTokenHash: string;
  expiresAt: Date;
  userAgent?: string;
  ipAddress?: string;
};

const columns = `id, user_id as "userId", family_id as "familyId", expires_at as "expiresAt",
  revoked_at as "revokedAt", replaced_by_id as "replacedById"`;

/** Refresh-token sessions: one row per token, stored by hash, grouped in families (one sign-in). */
export function sessionsRepository(db: Db) {
  return {
    async insert(session: NewSession, now: Date, tx: Db = db): Promise<SessionRow> {
      const { rows } = await tx.query<SessionRow>(
        `insert into sessions (user_id, family_id, refresh_token_hash, expires_at, user_agent, ip_address,
                               created_at, last_used_at)
         values ($1, coalesce($2::uuid, gen_random_uuid()), $3, $4, $5, $6, $7, $7)
         returning ${columns}`,
        [
          session.userId,
          session.familyId ?? null,
          session.refreshTokenHash,
          session.expiresAt,
          session.userAgent?.slice(0, 400) ?? null,
          session.ipAddress ?? null,
          now,
        ],
      );
      const row = rows[0];
      if (!row) throw new Error('session insert returned no row');
      return row;
    },
    async byTokenHash(refreshTokenHash: string, tx: Db = db): Promise<SessionRow | undefined> {
      const { rows } = await tx.query<SessionRow>(
        `select ${columns} from sessions where refresh_token_hash = $1`,
        [refreshTokenHash],
      );
      return rows[0];
    },
    /** Revokes a live session; false when it was already revoked (by another rotation or sign-out). */
    async revoke(id: string, now: Date, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `update sessions set revoked_at = $2, last_used_at = $2 where id = $1 and revoked_at is null returning id`,
        [id, now],
      );
      return rows.length > 0;
    },
    async linkSuccessor(id: string, successorId: string, tx: Db = db): Promise<void> {
      await tx.query(`update sessions set replaced_by_id = $2 where id = $1`, [id, successorId]);
    },
    async revokeFamily(familyId: string, now: Date, tx: Db = db): Promise<void> {
      await tx.query(`update sessions set revoked_at = $2 where family_id = $1 and revoked_at is null`, [
        familyId,
        now,
      ]);
    },
    /** Signs a user out everywhere, except the family `keepFamilyId` when given. */
    async revokeAllOfUser(
      userId: string,
      now: Date,
      keepFamilyId: string | null,
      tx: Db = db,
    ): Promise<void> {
      await tx.query(
        `update sessions set revoked_at = $2
          where user_id = $1 and revoked_at is null and family_id is distinct from $3::uuid`,
        [userId, now, keepFamilyId],
      );
    },
    /** Whether a family still has a live token: access tokens of a revoked family stop working. */
    async isFamilyLive(familyId: string, now: Date, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        `select 1 from sessions where family_id = $1 and revoked_at is null and expires_at > $2 limit 1`,
        [familyId, now],
      );
      return rows.length > 0;
    },
  };
}
