import type { Db } from '@camello/db';
import type { UserRole } from '@camello/domain';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../security/passwords.ts';
import { createRepositories } from '../services/repositories.ts';

export type TestAccount = {
  email: string;
  password: string;
  role: UserRole;
  /** The candidate or analyst profile of the role; none leaves the account without one. */
  profile?: { firstName: string; lastName: string; title?: string; avatarUrl?: string };
};

/** A confirmed account written through the repositories (and its profile); answers its user id. */
export async function createAccount(db: Db, account: TestAccount): Promise<string> {
  const { users } = createRepositories(db);
  const user = await users.insert({
    email: account.email,
    passwordHash: await hashPassword(account.password),
    role: account.role,
  });
  await users.markEmailVerified(user.id, new Date('2026-01-01T00:00:00Z'));
  const { profile } = account;
  if (profile && account.role === 'candidate')
    await db.query(
      'insert into candidates (user_id, first_name, last_name, title_or_profession) values ($1, $2, $3, $4)',
      [user.id, profile.firstName, profile.lastName, profile.title ?? null],
    );
  if (profile && account.role === 'analyst')
    await db.query(
      'insert into analysts (user_id, first_name, last_name, job_title, avatar_url) values ($1, $2, $3, $4, $5)',
      [user.id, profile.firstName, profile.lastName, profile.title ?? null, profile.avatarUrl ?? null],
    );
  return user.id;
}

/** Signs in through the API's own sign-in route; answers the `Cookie` header of the session. */
export async function signInCookie(app: FastifyInstance, email: string, password: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/v2/oauth2/session',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username: email, password, grant_type: 'password' }).toString(),
  });
  if (response.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${response.statusCode}`);
  return response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}
