import { CANDIDATE_JOB_STATE } from '@camello/domain';
import {
  candidateJobDetailSchema,
  candidateJobSettingSchema,
  candidateSearchResponseSchema,
} from '@camello/domain/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { openApiOperations } from '../security/openapi-operations.ts';
import { jobsUrl, setUpApiApp } from '../test-support/api-app.ts';
import { NOW } from '../test-support/job-fixtures.ts';
import { loadSearchFixtures, publicSlugs } from '../test-support/search-fixtures.ts';
import { type SignedInAccount, signInNewAccount } from '../test-support/signed-in-account.ts';

let clock = NOW;
const jobs = setUpApiApp({ load: loadSearchFixtures, now: () => clock });

let ana: SignedInAccount;
let beto: SignedInAccount;
let analyst: SignedInAccount;
const publicIds = new Map<string, string>();

async function addState(account: SignedInAccount, slug: string, state: number) {
  await jobs.db.query(
    'INSERT INTO candidate_job_states (candidate_id, vacancy_id, state) VALUES ($1, $2, $3)',
    [account.candidateId, jobs.fixtures.get(slug), state],
  );
}

async function addApplication(account: SignedInAccount, slug: string) {
  await jobs.db.query('INSERT INTO applications (candidate_id, vacancy_id) VALUES ($1, $2)', [
    account.candidateId,
    jobs.fixtures.get(slug),
  ]);
}

beforeAll(async () => {
  [ana, beto, analyst] = [
    await signInNewAccount(jobs.app, jobs.db),
    await signInNewAccount(jobs.app, jobs.db),
    await signInNewAccount(jobs.app, jobs.db, 'analyst'),
  ];
  const { rows } = await jobs.db.query<{ slug: string; public_id: string }>(
    'SELECT slug, public_id FROM vacancies WHERE slug = ANY($1)',
    [publicSlugs],
  );
  for (const row of rows) publicIds.set(row.slug, row.public_id);

  await addState(ana, 'medico-general-medellin', CANDIDATE_JOB_STATE.save);
  await addState(ana, 'medico-general-medellin', CANDIDATE_JOB_STATE.viewed);
  await addApplication(ana, 'enfermero-jefe-bogota');
  await addState(ana, 'ingeniero-de-sistemas-cali', CANDIDATE_JOB_STATE.apply);
  await addState(ana, 'medica-pediatra-bogota', CANDIDATE_JOB_STATE.viewed);
  await addState(ana, 'auxiliar-de-enfermeria-envigado', CANDIDATE_JOB_STATE.dislike);
  // Beto's states sit on the same vacancies and must never show to Ana.
  await addState(beto, 'medica-pediatra-bogota', CANDIDATE_JOB_STATE.save);
  await addApplication(beto, 'medico-general-medellin');
  await addState(beto, 'enfermero-jefe-bogota', CANDIDATE_JOB_STATE.viewed);
});

const bearer = (account: SignedInAccount) => ({ authorization: `Bearer ${account.accessToken}` });
const cookie = (account: SignedInAccount) => ({ cookie: `access_token=${account.accessToken}` });

const get = (path: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  jobs.app.inject({ url: jobsUrl(path, params), headers });

const NONE = { saved: false, applied: false, seen: false };
const searchParams = { paginator: { page: 1, pageSize: 20 } };

/** Each private route with a request its public twin answers 200. */
const privateRoutes = () => [
  {
    path: '/v2/filters/settings',
    twin: '/v2/filters/public/settings',
    params: { companySlug: 'clinica-aurora' },
  },
  {
    path: '/v1/filters/labels',
    twin: '/v1/public/filters/labels',
    params: { filters: { city: ['bogota'], remote: 'true' } },
  },
  { path: '/v1/jobs/search', twin: '/v1/public/jobs/search', params: searchParams },
  { path: '/v1/jobs/medico-general-medellin', twin: '/v1/public/jobs/medico-general-medellin', params: {} },
  {
    path: `/v1/jobs/setting/${publicIds.get('medico-general-medellin')}`,
    twin: `/v1/public/jobs/setting/${publicIds.get('medico-general-medellin')}`,
    params: {},
  },
];

/** The candidate state of each card of a private search, by slug. */
async function statesInSearch(headers: Record<string, string>) {
  const response = await get('/v1/jobs/search', searchParams, headers);
  expect(response.statusCode, response.body).toBe(200);
  const body = candidateSearchResponseSchema.parse(response.json());
  return Object.fromEntries(body.rows.map((row) => [row.jobSlug, row.candidateState]));
}

describe('the private jobs routes', () => {
  it('declare their session in the OpenAPI document, which the security suites read to sign in', async () => {
    const needSession = (await openApiOperations(jobs.app))
      .filter((operation) => operation.needsSession)
      .map((operation) => operation.path);
    expect(needSession).toEqual(
      expect.arrayContaining([
        '/api/jobs/v2/filters/settings',
        '/api/jobs/v1/filters/labels',
        '/api/jobs/v1/jobs/search',
        '/api/jobs/v1/jobs/{jobSlug}',
        '/api/jobs/v1/jobs/setting/{id}',
      ]),
    );
    expect(needSession.filter((path) => path.includes('/public/'))).toEqual([]);
  });

  it('answer 401 with a Spanish message, never cached, without a session', async () => {
    for (const route of privateRoutes()) {
      const response = await get(route.path, route.params);
      expect(response.statusCode, route.path).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Inicia sesión para continuar',
      });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
  });

  it('answer 401 to a token that is not one of ours, in the header or the cookie', async () => {
    const forged = `${ana.accessToken.slice(0, -4)}AAAA`;
    const refused: Record<string, string>[] = [
      { authorization: 'Bearer basura' },
      { authorization: `Bearer ${forged}` },
      { cookie: 'access_token=basura' },
      { cookie: `access_token=${forged}` },
    ];
    for (const headers of refused) {
      for (const route of privateRoutes()) {
        expect((await get(route.path, route.params, headers)).statusCode, route.path).toBe(401);
      }
    }
  });

  it('answer what the public twin answers, plus nothing else, for the settings and the labels', async () => {
    for (const route of privateRoutes().slice(0, 2)) {
      const mine = await get(route.path, route.params, bearer(ana));
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.headers['cache-control']).toBe('private, no-store');
      expect(mine.json()).toEqual((await get(route.twin, route.params)).json());
    }
  });

  it('answer the public search with the candidate’s own state on each card, with the bearer token or the cookie', async () => {
    const response = await get('/v1/jobs/search', searchParams, bearer(ana));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const mine = candidateSearchResponseSchema.parse(response.json());
    const twin = (await get('/v1/public/jobs/search', searchParams)).json();
    expect(mine.rows.length).toBe(publicSlugs.length);
    expect({ ...mine, rows: mine.rows.map(({ candidateState: _state, ...card }) => card) }).toEqual(twin);

    const expected = {
      'medico-general-medellin': { saved: true, applied: false, seen: true },
      'enfermero-jefe-bogota': { saved: false, applied: true, seen: false },
      'ingeniero-de-sistemas-cali': { saved: false, applied: true, seen: false },
      'medica-pediatra-bogota': { saved: false, applied: false, seen: true },
    };
    const states = await statesInSearch(bearer(ana));
    for (const slug of publicSlugs)
      expect(states[slug], slug).toEqual(expected[slug as keyof typeof expected] ?? NONE);
    expect(await statesInSearch(cookie(ana))).toEqual(states);
  });

  it('show each candidate only their own states, and a person with no candidate profile none', async () => {
    const states = await statesInSearch(bearer(beto));
    expect(states['medica-pediatra-bogota']).toEqual({ saved: true, applied: false, seen: false });
    expect(states['medico-general-medellin']).toEqual({ saved: false, applied: true, seen: false });
    expect(states['enfermero-jefe-bogota']).toEqual({ saved: false, applied: false, seen: true });
    expect(states['ingeniero-de-sistemas-cali']).toEqual(NONE);
    expect(Object.values(await statesInSearch(bearer(analyst)))).toEqual(publicSlugs.map(() => NONE));
  });

  it('read the states of a whole page in one query', async () => {
    const query = vi.spyOn(jobs.db, 'query');
    try {
      await statesInSearch(bearer(ana));
      const reads = query.mock.calls.filter(([sql]) => sql.includes('candidate_job_states'));
      expect(reads).toHaveLength(1);
    } finally {
      query.mockRestore();
    }
  });

  it('answer the public detail with the candidate’s state, marked applied once they applied', async () => {
    const twin = (await get('/v1/public/jobs/medico-general-medellin')).json();
    const saved = await get('/v1/jobs/medico-general-medellin', {}, cookie(ana));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers['cache-control']).toBe('private, no-store');
    expect(candidateJobDetailSchema.parse(saved.json())).toEqual({
      ...twin,
      candidateState: { saved: true, applied: false, seen: true },
    });

    const applied = candidateJobDetailSchema.parse(
      (await get('/v1/jobs/enfermero-jefe-bogota', {}, bearer(ana))).json(),
    );
    expect(applied.candidateState).toEqual({ saved: false, applied: true, seen: false });
    expect(applied.offerDetail.isApplied).toBe(true);
    const byBeto = candidateJobDetailSchema.parse(
      (await get('/v1/jobs/enfermero-jefe-bogota', {}, bearer(beto))).json(),
    );
    expect(byBeto.candidateState).toEqual({ saved: false, applied: false, seen: true });
    expect(byBeto.offerDetail.isApplied).toBe(false);
  });

  it('answer 410 with similar vacancies and 404 as the public detail does', async () => {
    const gone = await get('/v1/jobs/medico-auditor-vencido', {}, bearer(ana));
    expect(gone.statusCode).toBe(410);
    expect(gone.headers['cache-control']).toBe('private, no-store');
    expect(gone.json()).toEqual((await get('/v1/public/jobs/medico-auditor-vencido')).json());
    expect((await get('/v1/jobs/medico-borrador', {}, bearer(ana))).statusCode).toBe(404);
    expect((await get('/v1/jobs/no-existe', {}, bearer(ana))).statusCode).toBe(404);
  });

  it('answer the public application settings with the candidate’s state', async () => {
    const id = publicIds.get('enfermero-jefe-bogota');
    const twin = (await get(`/v1/public/jobs/setting/${id}`)).json();
    const mine = await get(`/v1/jobs/setting/${id}`, {}, bearer(ana));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(candidateJobSettingSchema.parse(mine.json())).toEqual({
      ...twin,
      candidateState: { saved: false, applied: true, seen: false },
    });
    expect((await get('/v1/jobs/setting/zzzzzzzz', {}, bearer(ana))).statusCode).toBe(404);
  });

  it('answer 401 once the access token has expired', async () => {
    expect((await get('/v1/jobs/search', searchParams, bearer(ana))).statusCode).toBe(200);
    clock = new Date(NOW.getTime() + 16 * 60_000);
    try {
      for (const headers of [bearer(ana), cookie(ana)]) {
        expect((await get('/v1/jobs/search', searchParams, headers)).statusCode).toBe(401);
      }
    } finally {
      clock = NOW;
    }
  });
});
