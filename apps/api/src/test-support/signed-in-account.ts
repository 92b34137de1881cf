import { randomUUID } from 'node:crypto';
import type { Db } from '@camello/db';
import type { UserRole } from '@camello/domain';
import type { FastifyInstance } from 'fastify';
import { ACCESS_COOKIE } from '../accounts/index.ts';
import { createAccount, signInCookie } from './accounts.ts';

export type SignedInAccount = {
  userId: string;
  /** Its candidate profile; null for an analyst. */
  candidateId: string | null;
  /** The access token sign-in set in its cookie, to send as a bearer token or a cookie. */
  accessToken: string;
};

/** A new confirmed account of `role` with its profile, signed in through the API's sign-in route. */
export async function signInNewAccount(
  app: FastifyInstance,
  db: Db,
  role: 'candidate' | 'analyst' = 'candidate',
): Promise<SignedInAccount> {
  const account = {
    email: `${role}-${randomUUID()}@example.com`,
    password: 'clave-de-prueba-123',
    role: role satisfies UserRole,
    profile: { firstName: 'Ana', lastName: 'Prueba' },
  };
  const userId = await createAccount(db, account);
  const cookies = (await signInCookie(app, account.email, account.password)).split('; ');
  const accessToken = cookies.find((pair) => pair.startsWith(`${ACCESS_COOKIE}=`))?.split('=')[1];
  if (!accessToken) throw new Error(`sign-in of ${account.email} set no ${ACCESS_COOKIE} cookie`);
  const { rows } = await db.query<{ id: string }>('select id from candidates where user_id = $1', [userId]);
  return { userId, candidateId: rows[0]?.id ?? null, accessToken };
}
