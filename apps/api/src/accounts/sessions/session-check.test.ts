import { describe, expect, it } from 'vitest';
import { createAccount, signInCookie } from '../../test-support/accounts.ts';
import { setUpApiApp } from '../../test-support/api-app.ts';

const api = setUpApiApp();
const PASSWORD = 'una clave larga y segura';

const check = async (cookie?: string) => {
  const response = await api.app.inject({
    url: '/api/auth/v1/health/oauth-check',
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('private, no-store');
  return response.json();
};

describe('GET /api/auth/v1/health/oauth-check', () => {
  it('answers an anonymous visitor as not authenticated', async () => {
    expect(await check()).toEqual({ isAuthenticated: false, user: null });
    expect(await check('access_token=not-a-token')).toEqual({ isAuthenticated: false, user: null });
  });

  it("names a candidate with their profile's names and profession, and no avatar", async () => {
    const id = await createAccount(api.db, {
      email: 'laura@example.com',
      password: PASSWORD,
      role: 'candidate',
      profile: { firstName: 'Laura', lastName: 'Gómez', title: 'Enfermera jefe' },
    });
    expect(await check(await signInCookie(api.app, 'laura@example.com', PASSWORD))).toEqual({
      isAuthenticated: true,
      user: {
        id,
        role: 'candidate',
        email: 'laura@example.com',
        name: 'Laura Gómez',
        title: 'Enfermera jefe',
        avatarUrl: null,
      },
    });
  });

  it('names an analyst with their job title and avatar', async () => {
    const id = await createAccount(api.db, {
      email: 'andres@example.com',
      password: PASSWORD,
      role: 'analyst',
      profile: {
        firstName: 'Andrés',
        lastName: 'Pardo',
        title: 'Analista de selección',
        avatarUrl: '/a.png',
      },
    });
    expect(await check(await signInCookie(api.app, 'andres@example.com', PASSWORD))).toMatchObject({
      user: {
        id,
        role: 'analyst',
        name: 'Andrés Pardo',
        title: 'Analista de selección',
        avatarUrl: '/a.png',
      },
    });
  });

  it('leaves out what an account has no profile for', async () => {
    await createAccount(api.db, { email: 'admin@example.com', password: PASSWORD, role: 'admin' });
    expect(await check(await signInCookie(api.app, 'admin@example.com', PASSWORD))).toMatchObject({
      user: { role: 'admin', email: 'admin@example.com', name: null, title: null, avatarUrl: null },
    });
  });

  it('no longer authenticates a session of an account disabled since it signed in', async () => {
    const id = await createAccount(api.db, {
      email: 'baja@example.com',
      password: PASSWORD,
      role: 'candidate',
    });
    const cookie = await signInCookie(api.app, 'baja@example.com', PASSWORD);
    await api.db.query('update users set disabled_at = now() where id = $1', [id]);
    expect(await check(cookie)).toMatchObject({ isAuthenticated: false, user: null });
  });

  it('says a session may be renewed when only the refresh cookie is left', async () => {
    await createAccount(api.db, { email: 'vencida@example.com', password: PASSWORD, role: 'candidate' });
    const cookie = await signInCookie(api.app, 'vencida@example.com', PASSWORD);
    const refreshOnly = cookie.split('; ').filter((pair) => pair.startsWith('refresh_token='));
    expect(refreshOnly).toHaveLength(1);
    expect(await check(refreshOnly.join('; '))).toEqual({
      isAuthenticated: false,
      user: null,
      renewable: true,
    });
  });
});
