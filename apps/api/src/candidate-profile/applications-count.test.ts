import { describe, expect, it } from 'vitest';
import { createAccount, signInCookie } from '../test-support/accounts.ts';
import { setUpApiApp } from '../test-support/api-app.ts';

const api = setUpApiApp();
const PASSWORD = 'una clave larga y segura';
const URL = '/api/profile/v2/candidate/applications/count';

const countOf = (cookie?: string) => api.app.inject({ url: URL, headers: cookie ? { cookie } : {} });

/** Applications of the candidate of `userId` to `n` seeded vacancies. */
async function apply(userId: string, n: number) {
  await api.db.query(
    `insert into applications (candidate_id, vacancy_id)
     select c.id, v.id from candidates c, (select id from vacancies order by id limit $2) v
      where c.user_id = $1`,
    [userId, n],
  );
}

describe('GET /api/profile/v2/candidate/applications/count', () => {
  it("counts the signed-in candidate's own applications, never anyone else's", async () => {
    const profile = { firstName: 'Sofía', lastName: 'Ríos' };
    const sofia = await createAccount(api.db, {
      email: 'sofia@example.com',
      password: PASSWORD,
      role: 'candidate',
      profile,
    });
    const other = await createAccount(api.db, {
      email: 'otro@example.com',
      password: PASSWORD,
      role: 'candidate',
      profile,
    });
    const cookie = await signInCookie(api.app, 'sofia@example.com', PASSWORD);

    const none = await countOf(cookie);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ count: 0 });
    expect(none.headers['cache-control']).toBe('private, no-store');

    await apply(sofia, 3);
    await apply(other, 5);
    expect((await countOf(cookie)).json()).toEqual({ count: 3 });
    expect((await countOf(await signInCookie(api.app, 'otro@example.com', PASSWORD))).json()).toEqual({
      count: 5,
    });
  });

  it('answers 401 without a session and 403 to an analyst', async () => {
    const anonymous = await countOf();
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Inicia sesión para continuar');
    await createAccount(api.db, {
      email: 'analista@example.com',
      password: PASSWORD,
      role: 'analyst',
      profile: { firstName: 'Ana', lastName: 'Lista' },
    });
    expect((await countOf(await signInCookie(api.app, 'analista@example.com', PASSWORD))).statusCode).toBe(
      403,
    );
  });
});
