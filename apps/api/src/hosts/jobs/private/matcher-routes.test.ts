import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInAccount, signInNewAccount } from '../../auth/test-support/signed-in-account.ts';
import { jobsUrl, setUpJobsApp } from '../test-support/jobs-app.ts';
import { loadSearchFixtures } from '../test-support/search-fixtures.ts';

const jobs = setUpJobsApp({ load: loadSearchFixtures });

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
