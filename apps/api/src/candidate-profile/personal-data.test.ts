import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signInCookie } from '../test-support/accounts.ts';
import { setUpApiApp } from '../test-support/api-app.ts';

const api = setUpApiApp();
const PASSWORD = 'una clave larga y segura';

type Person = { email: string; userId: string; candidateId: string; cookie: string };

async function newCandidate(name: string): Promise<Person> {
  const email = `${name}-${crypto.randomUUID()}@example.com`;
  const userId = await createAccount(api.db, {
    email,
    password: PASSWORD,
    role: 'candidate',
    profile: { firstName: name, lastName: 'Prueba' },
  });
  const { rows } = await api.db.query<{ id: string }>('SELECT id FROM candidates WHERE user_id = $1', [
    userId,
  ]);
  return {
    email,
    userId,
    candidateId: rows[0]?.id ?? '',
    cookie: await signInCookie(api.app, email, PASSWORD),
  };
}

let vacancyId: string;
let questionId: string;

beforeAll(async () => {
  const { rows } = await api.db.query<{ id: string }>(
    `SELECT id FROM vacancies WHERE status = 'published' ORDER BY id LIMIT 1`,
  );
  vacancyId = rows[0]?.id ?? '';
  const question = await api.db.query<{ id: string }>(
    `INSERT INTO vacancy_questions (vacancy_id, position, type, question, is_required)
     VALUES ($1, 90, 'openShort', '¿Tienes licencia de conducción?', false) RETURNING id`,
    [vacancyId],
  );
  questionId = question.rows[0]?.id ?? '';
});

/** An application of the person to the vacancy, with an answer, its submission and an analyst's note. */
async function applicationOf(person: Person): Promise<string> {
  const { rows } = await api.db.query<{ id: string }>(
    `INSERT INTO applications (candidate_id, vacancy_id, status, utm_payload)
     VALUES ($1, $2, 'Finalists', '{"utm_source":"correo"}') RETURNING id`,
    [person.candidateId, vacancyId],
  );
  const id = rows[0]?.id ?? '';
  await api.db.query(
    `INSERT INTO application_answers (application_id, question_id, answer_text) VALUES ($1, $2, 'Sí, categoría B1')`,
    [id, questionId],
  );
  await api.db.query(
    `INSERT INTO application_events (application_id, kind, from_status, to_status, note, created_at)
     VALUES ($1, 'submitted', NULL, 'Sent', NULL, now() - interval '2 days'),
            ($1, 'status_changed', 'Sent', 'Finalists', NULL, now() - interval '1 day'),
            ($1, 'note', NULL, NULL, 'Nota privada del analista', now())`,
    [id],
  );
  return id;
}

async function acceptTerms(person: Person) {
  await api.db.query(
    `INSERT INTO terms_acceptances (user_id, terms_version_id, ip_address, user_agent)
     SELECT $1, id, '203.0.113.9', 'Navegador de prueba' FROM terms_versions ON CONFLICT DO NOTHING`,
    [person.userId],
  );
}

const request = (
  person: Person | null,
  method: 'GET' | 'POST',
  path: string,
  payload?: Record<string, unknown>,
) =>
  api.app.inject({
    method,
    url: `/api/profile${path}`,
    headers: person ? { cookie: person.cookie } : {},
    ...(payload ? { payload } : {}),
  });

describe('GET /api/profile/v1/candidate/personal-data', () => {
  it('hands the candidate everything held about them as a download, and nobody else’s', async () => {
    const sara = await newCandidate('Sara');
    const other = await newCandidate('Otro');
    await applicationOf(sara);
    await applicationOf(other);
    await acceptTerms(sara);
    await api.db.query(
      'INSERT INTO candidate_job_states (candidate_id, vacancy_id, state) VALUES ($1, $2, 0)',
      [sara.candidateId, vacancyId],
    );
    await api.db.query(
      'INSERT INTO candidate_skills (candidate_id, skill_id, score) SELECT $1, id, 3 FROM skills ORDER BY id LIMIT 1',
      [sara.candidateId],
    );
    const cv = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 7)]);
    await api.db.query(
      `INSERT INTO candidate_cv_files (candidate_id, file_name, content_type, size_bytes, sha256, content)
       VALUES ($1, 'hoja-de-vida.pdf', 'application/pdf', $2, $3, $4)`,
      [sara.candidateId, cv.length, createHash('sha256').update(cv).digest('hex'), cv],
    );
    const response = await request(sara, 'GET', '/v1/candidate/personal-data');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="camello-mis-datos-.+\.json"$/,
    );
    const data = response.json();
    expect(data.account).toMatchObject({ email: sara.email, role: 'candidate' });
    expect(data.profile).toMatchObject({ first_name: 'Sara', last_name: 'Prueba' });
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({
      status: 'Finalists',
      answers: [{ question: '¿Tienes licencia de conducción?', text: 'Sí, categoría B1' }],
    });
    expect(data.applications[0].events.map((event: { kind: string }) => event.kind)).toEqual([
      'submitted',
      'status_changed',
    ]);
    expect(response.body).not.toContain('Nota privada del analista');
    expect(data.jobStates).toEqual([expect.objectContaining({ state: 0 })]);
    expect(data.skills).toEqual([expect.objectContaining({ score: 3 })]);
    expect(data.cv).toMatchObject({
      fileName: 'hoja-de-vida.pdf',
      contentType: 'application/pdf',
      sizeBytes: cv.length,
    });
    expect(Buffer.from(data.cv.contentBase64, 'base64').equals(cv)).toBe(true);
    expect(data.consents.map((consent: { kind: string }) => consent.kind).sort()).toEqual([
      'data_policy',
      'terms',
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(response.body).not.toContain(other.email);
    expect(response.body).not.toMatch(/password|token_hash|refresh/i);
  });

  it('answers 401 without a session', async () => {
    expect((await request(null, 'GET', '/v1/candidate/personal-data')).statusCode).toBe(401);
  });
});

describe('POST /api/profile/v1/candidate/consents/withdraw', () => {
  it('takes the acceptance back, keeps the record of it, and applying asks for it again', async () => {
    const lina = await newCandidate('Lina');
    await acceptTerms(lina);
    expect((await request(lina, 'GET', '/v1/candidate-terms/verify')).json().accepted).toBe(true);
    const withdrawn = await request(lina, 'POST', '/v1/candidate/consents/withdraw', { kind: 'data_policy' });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json()).toEqual({ withdrawn: 1 });
    expect((await request(lina, 'GET', '/v1/candidate-terms/verify')).json().accepted).toBe(false);
    const data = (await request(lina, 'GET', '/v1/candidate/personal-data')).json();
    expect(data.consents.map((consent: { kind: string }) => consent.kind)).toEqual(['terms']);
    expect(data.consentWithdrawals).toEqual([
      expect.objectContaining({
        kind: 'data_policy',
        ipAddress: expect.any(String),
        withdrawnAt: expect.any(String),
      }),
    ]);
    // Again: nothing more to take back.
    expect(
      (await request(lina, 'POST', '/v1/candidate/consents/withdraw', { kind: 'data_policy' })).json(),
    ).toEqual({
      withdrawn: 0,
    });
  });

  it('refuses an unknown kind with 400', async () => {
    const lina = await newCandidate('Lina');
    const response = await request(lina, 'POST', '/v1/candidate/consents/withdraw', { kind: 'todo' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/profile/v1/candidate/account-deletion', () => {
  it('refuses a wrong password with a Spanish message and deletes nothing', async () => {
    const tomas = await newCandidate('Tomas');
    const response = await request(tomas, 'POST', '/v1/candidate/account-deletion', {
      password: 'otra clave',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('La contraseña no es correcta');
    const { rows } = await api.db.query('SELECT 1 FROM users WHERE id = $1', [tomas.userId]);
    expect(rows).toHaveLength(1);
  });

  it('deletes the person, signs them out everywhere, and leaves the company an anonymised application it can count', async () => {
    const eva = await newCandidate('Eva');
    const applicationId = await applicationOf(eva);
    await acceptTerms(eva);
    const countOnVacancy = async () =>
      (
        await api.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM applications WHERE vacancy_id = $1',
          [vacancyId],
        )
      ).rows[0]?.n ?? 0;
    const before = await countOnVacancy();
    const deletionsBefore = (await api.db.query('SELECT * FROM account_deletions')).rows.length;

    const response = await request(eva, 'POST', '/v1/candidate/account-deletion', { password: PASSWORD });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ deleted: true, applicationsAnonymised: 1 });
    expect(String(response.headers['set-cookie'])).toMatch(/access_token=;/);

    for (const table of [
      'users WHERE id = $1',
      'candidates WHERE user_id = $1',
      'sessions WHERE user_id = $1',
    ])
      expect((await api.db.query(`SELECT 1 FROM ${table}`, [eva.userId])).rows, table).toEqual([]);
    expect(await countOnVacancy()).toBe(before);
    const { rows: kept } = await api.db.query<{
      candidate_id: string | null;
      anonymised_at: Date | null;
      utm_payload: object;
    }>('SELECT candidate_id, anonymised_at, utm_payload FROM applications WHERE id = $1', [applicationId]);
    expect(kept).toEqual([{ candidate_id: null, anonymised_at: expect.any(Date), utm_payload: {} }]);
    expect(
      (await api.db.query('SELECT 1 FROM application_answers WHERE application_id = $1', [applicationId]))
        .rows,
    ).toEqual([]);
    const { rows: events } = await api.db.query<{ kind: string }>(
      'SELECT kind FROM application_events WHERE application_id = $1 ORDER BY id',
      [applicationId],
    );
    expect(events.map((event) => event.kind)).toEqual(['submitted', 'status_changed']);
    const deletions = (
      await api.db.query<Record<string, unknown>>('SELECT * FROM account_deletions ORDER BY id')
    ).rows;
    expect(deletions).toHaveLength(deletionsBefore + 1);
    expect(deletions.at(-1)).toEqual({
      id: expect.anything(),
      role: 'candidate',
      applications_anonymised: 1,
      deleted_at: expect.any(Date),
    });
    expect(JSON.stringify(deletions)).not.toContain(eva.email);

    // The session it had is over, and the account signs in no more.
    expect((await request(eva, 'GET', '/v1/candidate/personal-data')).statusCode).toBe(401);
    const signIn = await api.app.inject({
      method: 'POST',
      url: '/api/auth/v2/oauth2/session',
      payload: new URLSearchParams({
        username: eva.email,
        password: PASSWORD,
        grant_type: 'password',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(signIn.statusCode).toBe(401);

    // One application per candidate and vacancy still holds for the living, and a second
    // anonymised application on the vacancy is allowed.
    const noa = await newCandidate('Noa');
    await applicationOf(noa);
    await expect(
      api.db.query('INSERT INTO applications (candidate_id, vacancy_id) VALUES ($1, $2)', [
        noa.candidateId,
        vacancyId,
      ]),
    ).rejects.toThrow();
    expect(
      (await request(noa, 'POST', '/v1/candidate/account-deletion', { password: PASSWORD })).statusCode,
    ).toBe(200);
    expect(await countOnVacancy()).toBe(before + 1);
  });
});
