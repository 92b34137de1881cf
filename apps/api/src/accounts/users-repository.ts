import type { Db } from '@camello/db';
import type { UserRole } from '@camello/domain';
import type { SessionPerson } from '@camello/domain/contracts';

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
    async markEmailVerified(id: string, at: Date, tx: Db = db): Promise<void> {
      await tx.query('update users set email_verified_at = coalesce(email_verified_at, $2) where id = $1', [
        id,
        at,
      ]);
    },
    async setPassword(id: string, passwordHash: string, tx: Db = db): Promise<void> {
      await tx.query('update users set password_hash = $2 where id = $1', [id, passwordHash]);
    },
    async recordSignIn(id: string, at: Date, tx: Db = db): Promise<void> {
      await tx.query('update users set last_sign_in_at = $2 where id = $1', [id, at]);
    },
    /** A candidate's sign-up: the account and its (empty) profile with the names. */
    async insertCandidateProfile(
      userId: string,
      names: { firstName: string; lastName: string },
      tx: Db = db,
    ) {
      await tx.query('insert into candidates (user_id, first_name, last_name) values ($1, $2, $3)', [
        userId,
        names.firstName,
        names.lastName,
      ]);
    },
    /** The demo analyst: a profile and the recruiter role on the first three companies by name. */
    async insertDemoAnalyst(userId: string, tx: Db = db): Promise<void> {
      await tx.query(
        `insert into analysts (user_id, first_name, last_name, job_title) values ($1, 'Andrés', 'Demo', 'Analista de selección')`,
        [userId],
      );
      await tx.query(
        `insert into analyst_companies (analyst_id, company_id)
         select $1, id from companies order by name, id limit 3`,
        [userId],
      );
    },
    /**
     * The person behind a live account as the header shows them: names and title from the
     * candidate or analyst profile of their role; undefined for a disabled or deleted account.
     */
    async sessionPerson(id: string, tx: Db = db): Promise<SessionPerson | undefined> {
      const { rows } = await tx.query<SessionPerson>(
        `select u.id, u.role, u.email::text as email,
           nullif(concat_ws(' ',
             case u.role when 'candidate' then c.first_name else a.first_name end,
             case u.role when 'candidate' then c.last_name else a.last_name end), '') as name,
           nullif(case u.role when 'candidate' then c.title_or_profession else a.job_title end, '') as title,
           case when u.role = 'candidate' then null else nullif(a.avatar_url, '') end as "avatarUrl"
         from users u
         left join candidates c on c.user_id = u.id
         left join analysts a on a.user_id = u.id
         where u.id = $1 and u.disabled_at is null`,
        [id],
      );
      return rows[0];
    },
    /** The first name on the person's candidate or analyst profile, when they gave one. */
    async firstNameOf(id: string, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.query<{ firstName: string | null }>(
        `select coalesce(nullif(c.first_name, ''), a.first_name) as "firstName"
         from users u
         left join candidates c on c.user_id = u.id
         left join analysts a on a.user_id = u.id
         where u.id = $1`,
        [id],
      );
      return rows[0]?.firstName ?? null;
    },
    async byId(id: string, tx: Db = db): Promise<UserRow | undefined> {
      const { rows } = await tx.query<UserRow>(`select ${columns} from users where id = $1`, [id]);
      return rows[0];
    },
  };
}
