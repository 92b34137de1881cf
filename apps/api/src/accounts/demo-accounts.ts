import { randomBytes } from 'node:crypto';
import type { Db } from '@camello/db';
import { hashPassword } from '../security/passwords.ts';
import { usersRepository } from './users-repository.ts';

export const DEMO_CANDIDATE_EMAIL = 'candidata.demo@camello.local';
export const DEMO_ANALYST_EMAIL = 'analista.demo@camello.local';

export type DemoAccount = { email: string; password: string };

/**
 * Creates the demo candidate and the demo analyst (linked to three seeded companies) on a
 * database that has neither, with fresh random passwords; answers the accounts it created.
 */
export async function seedDemoAccounts(db: Db): Promise<DemoAccount[]> {
  const users = usersRepository(db);
  if (await users.byEmail(DEMO_CANDIDATE_EMAIL)) return [];
  const accounts = [DEMO_CANDIDATE_EMAIL, DEMO_ANALYST_EMAIL].map((email) => ({
    email,
    password: randomBytes(12).toString('base64url'),
  }));
  const [candidate, analyst] = await Promise.all(
    accounts.map(async ({ email, password }) => ({ email, passwordHash: await hashPassword(password) })),
  );
  if (!candidate || !analyst) return [];
  await db.transaction(async (tx) => {
    const candidateUser = await users.insert({ ...candidate, role: 'candidate' }, tx);
    await users.insertCandidateProfile(candidateUser.id, { firstName: 'Valentina', lastName: 'Demo' }, tx);
    const analystUser = await users.insert({ ...analyst, role: 'analyst' }, tx);
    await users.insertDemoAnalyst(analystUser.id, tx);
    for (const user of [candidateUser, analystUser]) await users.markEmailVerified(user.id, new Date(), tx);
  });
  return accounts;
}
