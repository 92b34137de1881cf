import { candidateTermsStatusSchema } from '@camello/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApiApp } from '../test-support/api-app.ts';
import { NOW } from '../test-support/job-fixtures.ts';
import { type SignedInAccount, signInNewAccount } from '../test-support/signed-in-account.ts';

let clock = NOW;
const api = setUpApiApp({ now: () => clock });
const VERIFY = '/api/profile/v1/candidate-terms/verify';
const ACCEPT = '/api/profile/v1/candidate-terms';
const CURRENT = { terms: '1', data_policy: '1' };
const BROWSER = 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0';

let ana: SignedInAccount;
beforeAll(async () => {
  ana = await signInNewAccount(api.app, api.db);
});

const bearer = (account: SignedInAccount) => ({ authorization: `Bearer ${account.accessToken}` });

const verify = (account: SignedInAccount) => api.app.inject({ url: VERIFY, headers: bearer(account) });

const accept = (account: SignedInAccount, versions: object = CURRENT, headers: Record<string, string> = {}) =>
  api.app.inject({
    method: 'POST',
    url: ACCEPT,
    payload: { versions },
    headers: { ...bearer(account), 'user-agent': BROWSER, ...headers },
  });

async function acceptances(account: SignedInAccount) {
  const { rows } = await api.db.query<{
    kind: string;
    version: string;
    accepted_at: Date;
    ip_address: string;
    user_agent: string;
  }>(
    `SELECT v.kind, v.version, a.accepted_at, a.ip_address, a.user_agent
       FROM terms_acceptances a JOIN terms_versions v ON v.id = a.terms_version_id
      WHERE a.user_id = $1 ORDER BY v.kind, v.version`,
    [account.userId],
  );
  return rows;
}

describe('GET /v1/candidate-terms/verify and POST /v1/candidate-terms', () => {
  it('say a candidate who has not accepted the texts in force has not, never cached', async () => {
    const response = await verify(ana);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(candidateTermsStatusSchema.parse(response.json())).toEqual({
      accepted: false,
      inForce: [
        { kind: 'terms', version: '1', title: 'Términos y condiciones', accepted: false },
        {
          kind: 'data_policy',
          version: '1',
          title: 'Política de tratamiento de datos personales',
          accepted: false,
        },
      ],
    });
  });

  it('record the acceptance with its time, address and browser, once however often it is sent', async () => {
    const first = await accept(ana);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json().accepted).toBe(true);
    expect((await verify(ana)).json()).toEqual(first.json());

    clock = new Date(NOW.getTime() + 60_000);
    try {
      const again = await Promise.all([accept(ana), accept(ana, CURRENT, { 'user-agent': 'otro' })]);
      expect(again.map((response) => response.statusCode)).toEqual([200, 200]);
    } finally {
      clock = NOW;
    }
    expect(await acceptances(ana)).toEqual([
      { kind: 'data_policy', version: '1', accepted_at: NOW, ip_address: '127.0.0.1', user_agent: BROWSER },
      { kind: 'terms', version: '1', accepted_at: NOW, ip_address: '127.0.0.1', user_agent: BROWSER },
    ]);
  });

  it('refuse, writing nothing, versions that are not the ones in force, and ask again for a new version', async () => {
    const beto = await signInNewAccount(api.app, api.db);
    const stale = await accept(beto, { terms: '0', data_policy: '1' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      reason: 'termsVersionChanged',
      message: 'Los términos cambiaron mientras los leías. Léelos de nuevo para aceptarlos',
    });
    expect(await acceptances(beto)).toEqual([]);
    expect((await accept(beto, { terms: '1' })).statusCode).toBe(400);

    expect((await accept(beto)).statusCode).toBe(200);
    await api.db.query(
      `INSERT INTO terms_versions (kind, version, title, content_html, published_at)
       VALUES ('terms', '2', 'Términos y condiciones', '<p>Versión 2</p>', $1)`,
      [new Date(NOW.getTime() - 1000)],
    );
    const asked = (await verify(beto)).json();
    expect(asked.accepted).toBe(false);
    expect(asked.inForce[0]).toMatchObject({ kind: 'terms', version: '2', accepted: false });
    expect((await accept(beto, { terms: '2', data_policy: '1' })).json().accepted).toBe(true);
    expect((await acceptances(beto)).map((row) => `${row.kind} ${row.version}`)).toEqual([
      'data_policy 1',
      'terms 1',
      'terms 2',
    ]);
  });

  it('answer 401 without a session and 403 to a person who is not a candidate', async () => {
    expect((await api.app.inject({ url: VERIFY })).statusCode).toBe(401);
    expect(
      (await api.app.inject({ method: 'POST', url: ACCEPT, payload: { versions: CURRENT } })).statusCode,
    ).toBe(401);
    const analyst = await signInNewAccount(api.app, api.db, 'analyst');
    expect((await verify(analyst)).statusCode).toBe(403);
    expect((await accept(analyst)).statusCode).toBe(403);
    expect(await acceptances(analyst)).toEqual([]);
  });
});
