import type { Db } from '@camello/db';
import type { JWK } from 'jose';

export type SigningKeyRow = { kid: string; privateJwk: JWK; publicJwk: JWK; retiredAt: Date | null };

const columns = `kid, private_jwk as "privateJwk", public_jwk as "publicJwk", retired_at as "retiredAt"`;

export function signingKeysRepository(db: Db) {
  return {
    /** The key that signs: the newest one not retired. */
    async active(tx: Db = db): Promise<SigningKeyRow | undefined> {
      const { rows } = await tx.query<SigningKeyRow>(
        `select ${columns} from signing_keys where retired_at is null
          order by created_at desc, kid limit 1`,
      );
      return rows[0];
    },
    async byKid(kid: string, tx: Db = db): Promise<SigningKeyRow | undefined> {
      const { rows } = await tx.query<SigningKeyRow>(`select ${columns} from signing_keys where kid = $1`, [
        kid,
      ]);
      return rows[0];
    },
    async insert(key: Omit<SigningKeyRow, 'retiredAt'>, tx: Db = db): Promise<void> {
      await tx.query(
        `insert into signing_keys (kid, algorithm, private_jwk, public_jwk) values ($1, 'EdDSA', $2, $3)`,
        [key.kid, JSON.stringify(key.privateJwk), JSON.stringify(key.publicJwk)],
      );
    },
    /** Retires every key but `kid`: they keep verifying what they signed. */
    async retireAllBut(kid: string, at: Date, tx: Db = db): Promise<void> {
      await tx.query(`update signing_keys set retired_at = $2 where kid <> $1 and retired_at is null`, [
        kid,
        at,
      ]);
    },
  };
}
