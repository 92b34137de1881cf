import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../driver/db.ts';
import { openTestDatabase } from '../testing/index.ts';

let db: Db;
let vacancyId: string;
let companyId: string;
let candidateId: string;

beforeAll(async () => {
  db = await openTestDatabase();
  const { rows } = await db.query<{ id: string; company_id: string }>(
    "SELECT id, company_id FROM vacancies WHERE status = 'published' ORDER BY slug LIMIT 1",
  );
  vacancyId = rows[0]?.id as string;
  companyId = rows[0]?.company_id as string;
  candidateId = await createCandidate('constraints@example.com');
});
afterAll(async () => {
  await db?.close();
});

async function createCandidate(email: string): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `WITH u AS (INSERT INTO users (email, password_hash, role) VALUES ($1, 'hash', 'candidate') RETURNING id)
     INSERT INTO candidates (user_id, first_name) SELECT id, 'Ana' FROM u RETURNING id`,
    [email],
  );
  return rows[0]?.id as string;
}

const violation = (code: string, constraint?: string) =>
  constraint ? expect.objectContaining({ code, constraint }) : expect.objectContaining({ code });

describe('applications', () => {
  it('accepts one application per candidate and vacancy and rejects a retried duplicate', async () => {
    const apply = () =>
      db.query('INSERT INTO applications (candidate_id, vacancy_id) VALUES ($1, $2)', [
        candidateId,
        vacancyId,
      ]);
    await apply();
    await expect(apply()).rejects.toEqual(violation('23505', 'applications_candidate_id_vacancy_id_key'));
    const { rows } = await db.query<{ n: number; status: string }>(
      'SELECT count(*) AS n, min(status) AS status FROM applications WHERE candidate_id = $1',
      [candidateId],
    );
    expect(rows[0]).toEqual({ n: 1, status: 'Pending' });
  });

  it('rejects a status outside Sent, Hired, Pending, Finalists, Discarded, Validation', async () => {
    const other = await createCandidate('status@example.com');
    await expect(
      db.query("INSERT INTO applications (candidate_id, vacancy_id, status) VALUES ($1, $2, 'Accepted')", [
        other,
        vacancyId,
      ]),
    ).rejects.toEqual(violation('23514'));
    await db.query(
      "INSERT INTO applications (candidate_id, vacancy_id, status) VALUES ($1, $2, 'Finalists')",
      [other, vacancyId],
    );
  });

  it('rejects an application to a vacancy that does not exist', async () => {
    await expect(
      db.query('INSERT INTO applications (candidate_id, vacancy_id) VALUES ($1, gen_random_uuid())', [
        candidateId,
      ]),
    ).rejects.toEqual(violation('23503', 'applications_vacancy_id_fkey'));
  });
});

describe('vacancies', () => {
  const insertVacancy = (overrides: string, values: string) =>
    db.query(
      `INSERT INTO vacancies (slug, company_id, title, status, published_at${overrides})
       VALUES ('vacante-' || camello_public_id(), $1, 'Auxiliar contable', 'published', now()${values})`,
      [companyId],
    );

  it('rejects an unknown status', async () => {
    await expect(
      db.query("UPDATE vacancies SET status = 'archived' WHERE id = $1", [vacancyId]),
    ).rejects.toEqual(violation('23514', 'vacancies_status_check'));
  });

  it('rejects an employment type, education level or salary frequency outside the enumerations', async () => {
    await expect(insertVacancy(', employment_type', ", 'SOMETIMES'")).rejects.toEqual(violation('23514'));
    await expect(insertVacancy(', education_level', ", 'bachelor degree'")).rejects.toEqual(
      violation('23514'),
    );
    await expect(insertVacancy(', salary_frequency', ", 'FORTNIGHT'")).rejects.toEqual(violation('23514'));
    await insertVacancy(
      ', employment_type, education_level, salary_frequency',
      ", 'PER_DIEM', 'BACHELOR_DEGREE', 'DAY'",
    );
  });

  it('rejects a maximum salary below the minimum', async () => {
    await expect(insertVacancy(', salary_min, salary_max', ', 3000000, 2000000')).rejects.toEqual(
      violation('23514'),
    );
  });

  it('rejects a published vacancy without a publication date', async () => {
    await expect(
      db.query('UPDATE vacancies SET published_at = NULL WHERE id = $1', [vacancyId]),
    ).rejects.toEqual(violation('23514'));
  });

  it('rejects a second vacancy with the same slug or the same external id of a company', async () => {
    const { rows } = await db.query<{ slug: string }>('SELECT slug FROM vacancies WHERE id = $1', [
      vacancyId,
    ]);
    await expect(
      db.query("INSERT INTO vacancies (slug, company_id, title) VALUES ($1, $2, 'Copia')", [
        rows[0]?.slug,
        companyId,
      ]),
    ).rejects.toEqual(violation('23505', 'vacancies_slug_key'));
    const external = () =>
      db.query(
        "INSERT INTO vacancies (slug, company_id, title, external_id) VALUES ('feed-' || camello_public_id(), $1, 'Feed', 'ext-1')",
        [companyId],
      );
    await external();
    await expect(external()).rejects.toEqual(violation('23505', 'vacancies_company_id_external_id_key'));
  });

  it('rejects a city that does not exist', async () => {
    await expect(
      db.query('INSERT INTO vacancy_cities (vacancy_id, city_id) VALUES ($1, -1)', [vacancyId]),
    ).rejects.toEqual(violation('23503', 'vacancy_cities_city_id_fkey'));
  });

  it('keeps skill scores between 1 and 4', async () => {
    const { rows } = await db.query<{ id: number }>(
      'SELECT id FROM skills WHERE id NOT IN (SELECT skill_id FROM vacancy_skills WHERE vacancy_id = $1) LIMIT 1',
      [vacancyId],
    );
    const skillId = rows[0]?.id;
    const score = (value: number) =>
      db.query('INSERT INTO vacancy_skills (vacancy_id, skill_id, score) VALUES ($1, $2, $3)', [
        vacancyId,
        skillId,
        value,
      ]);
    await expect(score(5)).rejects.toEqual(violation('23514', 'vacancy_skills_score_check'));
    await expect(score(0)).rejects.toEqual(violation('23514', 'vacancy_skills_score_check'));
    await score(4);
  });

  it('requires options on choice questions and none on open ones', async () => {
    const question = (type: string, options: string[], position: number) =>
      db.query(
        'INSERT INTO vacancy_questions (vacancy_id, position, type, question, options) VALUES ($1, $2, $3, $4, $5)',
        [vacancyId, position, type, '¿Pregunta?', options],
      );
    await expect(question('unique', ['Sí'], 90)).rejects.toEqual(violation('23514'));
    await expect(question('openShort', ['Sí', 'No'], 91)).rejects.toEqual(violation('23514'));
    await expect(question('yesNo', [], 92)).rejects.toEqual(violation('23514'));
    await question('multiple', ['Mañana', 'Tarde'], 93);
    await question('openLong', [], 94);
  });
});

describe('candidate job states', () => {
  it('allows each state once per candidate and vacancy, and only states 0 to 5', async () => {
    const state = (value: number) =>
      db.query('INSERT INTO candidate_job_states (candidate_id, vacancy_id, state) VALUES ($1, $2, $3)', [
        candidateId,
        vacancyId,
        value,
      ]);
    await state(0);
    await state(5);
    await expect(state(0)).rejects.toEqual(violation('23505'));
    await expect(state(6)).rejects.toEqual(violation('23514'));
  });
});

describe('users', () => {
  it('treats e-mail addresses case-insensitively and rejects an unknown role', async () => {
    await db.query(
      "INSERT INTO users (email, password_hash, role) VALUES ('Maria@Example.com', 'h', 'analyst')",
    );
    await expect(
      db.query(
        "INSERT INTO users (email, password_hash, role) VALUES ('maria@example.COM', 'h', 'candidate')",
      ),
    ).rejects.toEqual(violation('23505', 'users_email_key'));
    await expect(
      db.query("INSERT INTO users (email, password_hash, role) VALUES ('root@example.com', 'h', 'root')"),
    ).rejects.toEqual(violation('23514'));
  });
});

describe('landings', () => {
  it('accepts only the nine landing types', async () => {
    const landing = (type: string, slug: string) =>
      db.query("INSERT INTO landings (type, slug, h1) VALUES ($1, $2, 'Empleos')", [type, slug]);
    await landing('by-location', 'empleos-en-prueba');
    await expect(landing('by-salary', 'empleos-por-salario')).rejects.toEqual(violation('23514'));
    await expect(landing('by-company', 'empresa-sin-id')).rejects.toEqual(violation('23514'));
  });
});
