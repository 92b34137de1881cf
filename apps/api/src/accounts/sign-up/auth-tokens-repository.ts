import type { Db } from '@camello/db';

export type AuthTokenKind = 'challenge' | 'password_reset' | 'email_verification';

/** Single-use secrets (e-mailed links, browser hand-over challenges), stored by hash. */
export function authTokensRepository(db: Db) {
  return {
    async insert(
      token: { userId: string; kind: AuthTokenKind; tokenHash: string; expiresAt: Date },
      now: Date,
      tx: Db = db,
    ): Promise<void> {
      await tx.query(
        `insert into auth_tokens (user_id, kind, token_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)`,
        [token.userId, token.kind, token.tokenHash, now, token.expiresAt],
      );
    },
    /** Uses a live token once: answers its user, or undefined when unknown, used or expired. */
    async consume(
      kind: AuthTokenKind,
      tokenHash: string,
      now: Date,
      tx: Db = db,
    ): Promise<string | undefined> {
      const { rows } = await tx.query<{ userId: string }>(
        `update auth_tokens set used_at = $3
          where kind = $1 and token_hash = $2 and used_at is null and expires_at > $3
          returning user_id as "userId"`,
        [kind, tokenHash, now],
      );
      return rows[0]?.userId;
    },
  };
}
