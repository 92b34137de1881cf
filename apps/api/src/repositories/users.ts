import type { Db } from '@camello/db';
import type { UserRole } from '@camello/domain';

export type UserRow = {
  id: string;
  email: string;
  passwordHash: string;
  role: UserRole;
  emailVerifiedAt: Date | null;
  disabledAt: Date | null;
};

const columns = `id, email::text as email, password_hash as "passwordHash", role,
  email_verified_at as "emailVerifiedAt", disabled_at as "disabledAt"`;

export function usersRepository(db: Db) {
  return {
    async insert(
      user: { email: string; passwordHash: string; role: UserRole },
      tx: Db = db,
    ): Promise<UserRow> {
      const { rows } = await tx.query<UserRow>(
        `insert into users (email, password_hash, role) values ($1, $2, $3) returning ${columns}`,
        [user.email, user.passwordHash, user.role],
      );
      const row = rows[0];
      if (!row) throw new Error('user insert returned no row');
      return row;
    },
    async byEmail(email: string, tx: Db = db): Promise<UserRow | undefined> {
      const { rows } = await tx.query<UserRow>(`select ${columns} from users where email = $1`, [email]);
      return rows[0];
    },
    async byId(id: string, tx: Db = db): Promise<UserRow | undefined> {
      const { rows } = await tx.query<UserRow>(`select ${columns} from users where id = $1`, [id]);
      return rows[0];
    },
  };
}
