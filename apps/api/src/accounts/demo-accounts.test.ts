import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { verifyPassword } from '../security/passwords.ts';
import { createRepositories } from '../services/repositories.ts';
import { DEMO_ANALYST_EMAIL, DEMO_CANDIDATE_EMAIL, seedDemoAccounts } from './demo-accounts.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

it('creates a confirmed demo candidate and a demo analyst with three companies, once', async () => {
  const accounts = await seedDemoAccounts(db);
  expect(accounts.map((account) => account.email)).toEqual([DEMO_CANDIDATE_EMAIL, DEMO_ANALYST_EMAIL]);
  const { users } = createRepositories(db);
  for (const { email, password } of accounts) {
    const user = await users.byEmail(email);
    expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(user?.passwordHash ?? '', password)).toBe(true);
  }
  expect((await users.byEmail(DEMO_ANALYST_EMAIL))?.role).toBe('analyst');
  const { rows } = await db.query<{ count: number }>(
    `select count(*)::int as count from analyst_companies ac join users u on u.id = ac.analyst_id where u.email = $1`,
    [DEMO_ANALYST_EMAIL],
  );
  expect(rows[0]?.count).toBe(3);
  expect(await seedDemoAccounts(db)).toEqual([]);
});
