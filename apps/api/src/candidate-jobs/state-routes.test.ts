import { CANDIDATE_JOB_STATE } from '@camello/domain';
import { jobStateResponseSchema, savedJobsSchema } from '@camello/domain/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobsUrl, setUpApiApp } from '../test-support/api-app.ts';
import { loadSearchFixtures } from '../test-support/search-fixtures.ts';
import { type SignedInAccount, signInNewAccount } from '../test-support/signed-in-account.ts';

const jobs = setUpApiApp({ load: loadSearchFixtures });

let ana: SignedInAccount;
let beto: SignedInAccount;
const publicIds = new Map<string, string>();
const { save, apply, like, dislike, viewed } = CANDIDATE_JOB_STATE;

beforeAll(async () => {
  ana = await signInNewAccount(jobs.app, jobs.db);
  beto = await signInNewAccount(jobs.app, jobs.db);
  const { rows } = await jobs.db.query<{ slug: string; public_id: string }>(
    'SELECT slug, public_id FROM vacancies',
  );
  for (const row of rows) publicIds.set(row.slug, row.public_id);
});

const idOf = (slug: string) => publicIds.get(slug) ?? '';
const bearer = (account: SignedInAccount) => ({ authorization: `Bearer ${account.accessToken}` });

const mark = (account: SignedInAccount | null, jobId: string, state: number, headers = {}) =>
  jobs.app.inject({
    method: 'POST',
    url: jobsUrl('/v1/jobs/state'),
    payload: { jobId, state },
    headers: { ...(account && bearer(account)), ...headers },
  });

const unmark = (account: SignedInAccount | null, jobId: string, state: number | string) =>
  jobs.app.inject({
    method: 'DELETE',
    url: jobsUrl(`/v1/jobs/state/${jobId}/${state}`),
    headers: account ? bearer(account) : {},
  });

/** The states rows of a candidate on a vacancy, as stored. */
async function storedStates(account: SignedInAccount, slug: string): Promise<number[]> {
  const { rows } = await jobs.db.query<{ state: number }>(
    `SELECT s.state FROM candidate_job_states s JOIN vacancies v ON v.id = s.vacancy_id
      WHERE s.candidate_id = $1 AND v.slug = $2 ORDER BY s.state`,
    [account.candidateId, slug],
  );
  return rows.map((row) => Number(row.state));
}

describe('POST /v1/jobs/state and DELETE /v1/jobs/state/{jobId}/{state}', () => {
  it('save and unsave a vacancy with state 0, idempotently, answering the state afterwards', async () => {
    const jobId = idOf('medico-general-medellin');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const saved = await mark(ana, jobId, save);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.headers['cache-control']).toBe('private, no-store');
      expect(jobStateResponseSchema.parse(saved.json())).toEqual({
        jobId,
        candidateState: { saved: true, applied: false, seen: false },
      });
    }
    expect(await storedStates(ana, 'medico-general-medellin')).toEqual([save]);
    const detail = await jobs.app.inject({
      url: jobsUrl('/v1/jobs/medico-general-medellin'),
      headers: bearer(ana),
    });
    expect(detail.json().candidateState.saved).toBe(true);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const unsaved = await unmark(ana, jobId, save);
      expect(unsaved.statusCode, unsaved.body).toBe(200);
      expect(unsaved.json()).toEqual({
        jobId,
        candidateState: { saved: false, applied: false, seen: false },
      });
    }
    expect(await storedStates(ana, 'medico-general-medellin')).toEqual([]);
  });

  it('record a vacancy as seen, and let a like replace a dislike and the other way round', async () => {
    const jobId = idOf('enfermero-jefe-bogota');
    expect((await mark(ana, jobId, viewed)).json().candidateState.seen).toBe(true);
    await mark(ana, jobId, dislike);
    expect(await storedStates(ana, 'enfermero-jefe-bogota')).toEqual([dislike, viewed]);
    await mark(ana, jobId, like);
    expect(await storedStates(ana, 'enfermero-jefe-bogota')).toEqual([like, viewed]);
    await mark(ana, jobId, dislike);
    expect(await storedStates(ana, 'enfermero-jefe-bogota')).toEqual([dislike, viewed]);
  });

  it('change only the signed-in candidate’s own states', async () => {
    const jobId = idOf('medica-pediatra-bogota');
    await mark(ana, jobId, save);
    const byBeto = await unmark(beto, jobId, save);
    expect(byBeto.statusCode).toBe(200);
    expect(byBeto.json().candidateState.saved).toBe(false);
    expect(await storedStates(ana, 'medica-pediatra-bogota')).toEqual([save]);
    await mark(beto, jobId, viewed);
    expect(await storedStates(ana, 'medica-pediatra-bogota')).toEqual([save]);
    expect(await storedStates(beto, 'medica-pediatra-bogota')).toEqual([viewed]);
  });

  it('answer 404 for a vacancy that does not exist or never was public', async () => {
    for (const jobId of ['zz9zz9zz9', idOf('medico-borrador')]) {
      expect((await mark(ana, jobId, save)).statusCode).toBe(404);
      expect((await unmark(ana, jobId, save)).statusCode).toBe(404);
    }
    expect((await mark(ana, idOf('medico-borrador'), save)).json().message).toBe('Esta vacante no existe');
  });

  it('refuse new marks on a closed vacancy with 410, and still let its old ones go', async () => {
    const jobId = idOf('medico-auditor-vencido');
    await jobs.db.query(
      `INSERT INTO candidate_job_states (candidate_id, vacancy_id, state)
       SELECT $1, id, 0 FROM vacancies WHERE slug = 'medico-auditor-vencido'`,
      [ana.candidateId],
    );
    expect((await mark(ana, jobId, save)).statusCode).toBe(410);
    expect((await unmark(ana, jobId, save)).statusCode).toBe(200);
    expect(await storedStates(ana, 'medico-auditor-vencido')).toEqual([]);
  });

  it('refuse the apply state and states that do not exist with 400, writing nothing', async () => {
    const jobId = idOf('ingeniero-de-sistemas-cali');
    for (const state of [apply, 6, -1]) {
      expect((await mark(ana, jobId, state)).statusCode, String(state)).toBe(400);
      expect((await unmark(ana, jobId, state)).statusCode, String(state)).toBe(400);
    }
    for (const state of ['', ' ', '0x0', '00'])
      expect((await unmark(ana, jobId, state)).statusCode).not.toBe(200);
    expect(await storedStates(ana, 'ingeniero-de-sistemas-cali')).toEqual([]);
  });

  it('answer 401 without a session, 403 to a person who is not a candidate', async () => {
    const jobId = idOf('ingeniero-de-sistemas-cali');
    expect((await mark(null, jobId, save)).statusCode).toBe(401);
    expect((await unmark(null, jobId, save)).statusCode).toBe(401);
    const analyst = await signInNewAccount(jobs.app, jobs.db, 'analyst');
    const refused = await mark(analyst, jobId, save);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('No tienes permiso para hacer esto');
  });

  it('refuse a cookie-authenticated mark sent from another site', async () => {
    const jobId = idOf('ingeniero-de-sistemas-cali');
    const crossSite = await jobs.app.inject({
      method: 'POST',
      url: jobsUrl('/v1/jobs/state'),
      payload: { jobId, state: save },
      headers: { cookie: `access_token=${ana.accessToken}`, origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await storedStates(ana, 'ingeniero-de-sistemas-cali')).toEqual([]);
    const sameSite = await jobs.app.inject({
      method: 'POST',
      url: jobsUrl('/v1/jobs/state'),
      payload: { jobId, state: save },
      headers: { cookie: `access_token=${ana.accessToken}` },
    });
    expect(sameSite.statusCode, sameSite.body).toBe(200);
  });
});

describe('GET /v1/jobs/candidate/saved', () => {
  const savedBy = async (account: SignedInAccount | null, page?: number) =>
    jobs.app.inject({
      url: jobsUrl(`/v1/jobs/candidate/saved${page === undefined ? '' : `?page=${page}`}`),
      headers: account ? bearer(account) : {},
    });

  it('lists the candidate’s own saved vacancies, newest first, saying which have closed', async () => {
    const carla = await signInNewAccount(jobs.app, jobs.db);
    await mark(carla, idOf('medico-general-medellin'), save);
    await mark(carla, idOf('enfermero-jefe-bogota'), viewed);
    await jobs.db.query(
      `INSERT INTO candidate_job_states (candidate_id, vacancy_id, state, created_at)
       SELECT $1, id, 0, now() + interval '1 minute' FROM vacancies WHERE slug = 'medico-auditor-vencido'`,
      [carla.candidateId],
    );
    await mark(beto, idOf('medica-pediatra-bogota'), save);
    const answer = await savedBy(carla);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const saved = savedJobsSchema.parse(answer.json());
    expect(saved.rows.map((row) => [row.slug, row.isLive])).toEqual([
      ['medico-auditor-vencido', false],
      ['medico-general-medellin', true],
    ]);
    expect(saved).toMatchObject({ totalRows: 2, page: 1, pageSize: 20 });
    expect(saved.rows[1]?.jobId).toBe(idOf('medico-general-medellin'));

    await unmark(carla, idOf('medico-general-medellin'), save);
    expect(savedJobsSchema.parse((await savedBy(carla)).json()).rows.map((row) => row.slug)).toEqual([
      'medico-auditor-vencido',
    ]);
    const pastTheEnd = savedJobsSchema.parse((await savedBy(carla, 2)).json());
    expect(pastTheEnd).toMatchObject({ rows: [], totalRows: 1, page: 2 });
  });

  it('answers 401 without a session and 400 to a page that is no page', async () => {
    expect((await savedBy(null)).statusCode).toBe(401);
    expect((await savedBy(ana, 0)).statusCode).toBe(400);
  });
});

describe('GET /v1/jobs/candidate/states', () => {
  const statesOf = async (account: SignedInAccount | null, jobIds: string) =>
    jobs.app.inject({
      url: jobsUrl(`/v1/jobs/candidate/states?jobIds=${encodeURIComponent(jobIds)}`),
      headers: account ? bearer(account) : {},
    });

  it('says the candidate’s own state on each vacancy asked about, and no one else’s', async () => {
    const dora = await signInNewAccount(jobs.app, jobs.db);
    const saved = idOf('medico-general-medellin');
    const seen = idOf('enfermero-jefe-bogota');
    const untouched = idOf('ingeniero-de-sistemas-cali');
    await mark(dora, saved, save);
    await mark(dora, seen, viewed);
    await mark(beto, untouched, save);
    const answer = await statesOf(dora, `${saved},${seen},${untouched},zz9zz9zz9,${saved}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.json()).toEqual({
      states: {
        [saved]: { saved: true, applied: false, seen: false },
        [seen]: { saved: false, applied: false, seen: true },
        [untouched]: { saved: false, applied: false, seen: false },
        zz9zz9zz9: { saved: false, applied: false, seen: false },
      },
    });
  });

  it('answers 401 without a session, 403 to an analyst and 400 to ids that are none or too many', async () => {
    const jobId = idOf('medico-general-medellin');
    expect((await statesOf(null, jobId)).statusCode).toBe(401);
    const analyst = await signInNewAccount(jobs.app, jobs.db, 'analyst');
    expect((await statesOf(analyst, jobId)).statusCode).toBe(403);
    for (const jobIds of [
      '',
      'NOT AN ID',
      `${jobId},`,
      Array.from({ length: 61 }, (_, i) => `job${i}xx`).join(','),
    ])
      expect((await statesOf(ana, jobIds)).statusCode, jobIds).toBe(400);
  });
});
