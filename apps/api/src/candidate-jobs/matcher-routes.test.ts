import { beforeAll, describe, expect, it } from 'vitest';
import { jobsUrl, setUpApiApp } from '../test-support/api-app.ts';
import { loadSearchFixtures } from '../test-support/search-fixtures.ts';
import { type SignedInAccount, signInNewAccount } from '../test-support/signed-in-account.ts';

const jobs = setUpApiApp({ load: loadSearchFixtures });

let ana: SignedInAccount;
let beto: SignedInAccount;
const publicIds = new Map<string, string>();

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

const decline = (account: SignedInAccount | null, jobId: string) =>
  jobs.app.inject({
    method: 'POST',
    url: jobsUrl('/v1/matcher/decline'),
    payload: { jobId },
    headers: account ? bearer(account) : {},
  });

describe('POST /v1/matcher/decline', () => {
  it('records the discard (state 2) of the candidate, idempotently, and only theirs', async () => {
    const jobId = idOf('medico-general-medellin');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await decline(ana, jobId);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().jobId).toBe(jobId);
    }
    const stored = async (account: SignedInAccount) =>
      (
        await jobs.db.query<{ state: number }>(
          `SELECT s.state FROM candidate_job_states s JOIN vacancies v ON v.id = s.vacancy_id
            WHERE s.candidate_id = $1 AND v.public_id = $2`,
          [account.candidateId, jobId],
        )
      ).rows.map((row) => Number(row.state));
    expect(await stored(ana)).toEqual([2]);
    expect(await stored(beto)).toEqual([]);
  });

  it('answers 401 without a session, 404 for an unknown vacancy and 400 for a bad body', async () => {
    expect((await decline(null, idOf('medico-general-medellin'))).statusCode).toBe(401);
    expect((await decline(ana, 'zz9zz9zz9')).statusCode).toBe(404);
    const bad = await jobs.app.inject({
      method: 'POST',
      url: jobsUrl('/v1/matcher/decline'),
      payload: { jobId: idOf('medico-general-medellin'), extra: 1 },
      headers: bearer(ana),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('GET /v1/jobs/candidate/linkup-information', () => {
  it('lists the companies the candidate applied to with the origin of each link, never another’s', async () => {
    const info = (account: SignedInAccount) =>
      jobs.app.inject({ url: jobsUrl('/v1/jobs/candidate/linkup-information'), headers: bearer(account) });
    expect((await info(ana)).json()).toEqual({ origins: [], linkups: [] });
    const { rows } = await jobs.db.query<{ id: string; company_id: string }>(
      `SELECT DISTINCT ON (company_id) id, company_id FROM vacancies WHERE status = 'published' ORDER BY company_id, id LIMIT 2`,
    );
    const [first, second] = rows;
    if (!first || !second) throw new Error('The fixtures need vacancies of two companies');
    await jobs.db.query(
      `INSERT INTO applications (candidate_id, vacancy_id, utm_payload)
       VALUES ($1, $2, '{"utm_source":"computrabajo"}'), ($1, $3, '{}')`,
      [ana.candidateId, first.id, second.id],
    );
    const response = await info(ana);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { origins, linkups } = response.json();
    expect(origins).toEqual(['camello', 'computrabajo']);
    expect(linkups.map((linkup: { companyId: string }) => linkup.companyId).sort()).toEqual(
      [first.company_id, second.company_id].sort(),
    );
    expect((await info(beto)).json()).toEqual({ origins: [], linkups: [] });
    const anonymous = await jobs.app.inject({ url: jobsUrl('/v1/jobs/candidate/linkup-information') });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /v1/matcher/suggestions', () => {
  const suggestions = async (account: SignedInAccount) => {
    const response = await jobs.app.inject({
      url: jobsUrl('/v1/matcher/suggestions'),
      headers: bearer(account),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json() as { hasBasis: boolean; jobs: { jobUrlSlug: string; liked: boolean }[] };
  };
  const slugs = async (account: SignedInAccount) =>
    (await suggestions(account)).jobs.map((job) => job.jobUrlSlug);
  const setResume = (account: SignedInAccount, profession: string | null, city: string | null) =>
    jobs.db.query(
      `UPDATE candidates SET title_or_profession = $2, city_id = (SELECT id FROM cities WHERE slug = $3)
        WHERE id = $1`,
      [account.candidateId, profession, city],
    );
  const mark = async (account: SignedInAccount, slug: string, state: number) => {
    const response = await jobs.app.inject({
      method: 'POST',
      url: jobsUrl('/v1/jobs/state'),
      payload: { jobId: idOf(slug), state },
      headers: bearer(account),
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  it('has nothing to suggest from an empty résumé, and asks for a session', async () => {
    const empty = await signInNewAccount(jobs.app, jobs.db);
    expect(await suggestions(empty)).toEqual({ hasBasis: false, jobs: [] });
    // A city alone suggests nothing either.
    await setResume(empty, null, 'bogota');
    expect(await suggestions(empty)).toEqual({ hasBasis: false, jobs: [] });
    expect((await jobs.app.inject({ url: jobsUrl('/v1/matcher/suggestions') })).statusCode).toBe(401);
  });

  it('ranks by the résumé: its profession first, then its city', async () => {
    const carla = await signInNewAccount(jobs.app, jobs.db);
    await setResume(carla, 'Médico', 'bogota');
    const inBogota = await slugs(carla);
    expect(inBogota.slice(0, 2)).toEqual(['medica-pediatra-bogota', 'medico-general-medellin']);
    expect(inBogota).not.toContain('ingeniero-de-sistemas-cali');
    expect(inBogota).not.toContain('medico-laboral-privado');
    await setResume(carla, 'Médico', 'medellin');
    expect((await slugs(carla)).slice(0, 2)).toEqual(['medico-general-medellin', 'medica-pediatra-bogota']);
    await setResume(carla, 'Ingeniera de sistemas', 'cali');
    expect((await slugs(carla))[0]).toBe('ingeniero-de-sistemas-cali');
  });

  it('reads studies, skills and likes too, and marks the liked vacancies', async () => {
    const diana = await signInNewAccount(jobs.app, jobs.db);
    await jobs.db.query(
      `INSERT INTO studies (candidate_id, institute, title, profession, study_type_id, country_id, start_date, in_progress)
       VALUES ($1, 'Universidad Nacional', 'Enfermería', 'Enfermera', (SELECT min(id) FROM study_types),
               (SELECT min(id) FROM countries), '2015-02-01', true)`,
      [diana.candidateId],
    );
    expect((await slugs(diana))[0]).toBe('enfermero-jefe-bogota');
    await mark(diana, 'desarrolladora-backend-bogota', 3);
    const found = await suggestions(diana);
    // The liked vacancy stays, marked; its occupation brings in the one like it.
    expect(found.jobs.find((job) => job.jobUrlSlug === 'desarrolladora-backend-bogota')?.liked).toBe(true);
    expect(found.jobs.map((job) => job.jobUrlSlug)).toContain('ingeniero-de-sistemas-cali');
    expect(found.jobs.filter((job) => job.liked)).toHaveLength(1);
  });

  it('leaves out what the candidate applied to, discarded or disliked, for this candidate only', async () => {
    const [elena, fabio] = [
      await signInNewAccount(jobs.app, jobs.db),
      await signInNewAccount(jobs.app, jobs.db),
    ];
    for (const account of [elena, fabio]) await setResume(account, 'Médico', 'bogota');
    const before = await slugs(elena);
    expect(before).toEqual(expect.arrayContaining(['medica-pediatra-bogota', 'medico-general-medellin']));
    expect((await decline(elena, idOf('medica-pediatra-bogota'))).statusCode).toBe(200);
    await mark(elena, 'medico-general-medellin', 4);
    await jobs.db.query(
      `INSERT INTO applications (candidate_id, vacancy_id) SELECT $1, id FROM vacancies WHERE slug = $2`,
      [elena.candidateId, before[2]],
    );
    const after = await slugs(elena);
    expect(after).toEqual(before.slice(3));
    expect(await slugs(fabio)).toEqual(before);
  });
});
