import { openTestDatabase } from '@camello/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../driver/db.ts';
import { insertTestCompany } from '../import/fixtures/test-company.ts';
import { upsertVacancy } from './upsert-vacancy.ts';
import type { VacancyInput } from './vacancy-input.ts';
import { VacancyInputError } from './vacancy-input-error.ts';

let db: Db;
let companyId: string;
let otherCompanyId: string;
const cities: Record<string, number> = {};
const sectors: Record<string, number> = {};
const now = new Date('2026-11-01T12:00:00.000Z');

beforeAll(async () => {
  db = await openTestDatabase();
  companyId = await insertTestCompany(db);
  otherCompanyId = await insertTestCompany(db, {
    name: 'Cooperativa Cafetera del Sur',
    slug: 'cooperativa-cafetera-sur',
  });
  const { rows } = await db.query<{ id: number; slug: string }>(
    "SELECT id, slug FROM cities WHERE slug IN ('medellin', 'bogota', 'cali') AND country_id = (SELECT id FROM countries WHERE iso2 = 'co')",
  );
  for (const row of rows) cities[row.slug] = row.id;
  const { rows: sectorRows } = await db.query<{ id: number; slug: string }>(
    "SELECT id, slug FROM sectors WHERE slug IN ('transporte-y-logistica', 'comercio-y-ventas')",
  );
  for (const row of sectorRows) sectors[row.slug] = row.id;
});

afterAll(async () => {
  await db?.close();
});

function vacancy(overrides: Partial<VacancyInput> = {}): VacancyInput {
  return {
    companyId,
    isConfidential: false,
    externalId: 'UP-1',
    title: 'Auxiliar contable',
    descriptionHtml: '<p>Registra facturas.</p>',
    status: 'published',
    cityIds: [cities.medellin as number],
    sectorIds: [],
    occupationId: null,
    salaryMin: 1_800_000,
    salaryMax: 2_200_000,
    salaryToAgree: false,
    salaryFrequency: 'MONTH',
    currency: 'COP',
    employmentType: 'FULL_TIME',
    educationLevel: 'ASSOCIATE_DEGREE',
    experienceMonths: 12,
    isRemote: false,
    remoteText: null,
    urgent: false,
    numberOfQuotas: 1,
    videoUrl: null,
    externalApplyUrl: null,
    publishedAt: null,
    validThrough: null,
    skills: [],
    questions: [],
    ...overrides,
  };
}

type StoredVacancy = {
  id: string;
  public_id: string;
  slug: string;
  title: string;
  h1: string;
  description_html: string;
  published_at: Date | null;
  valid_through: Date | null;
  salary_min: number | null;
};

async function stored(externalId: string, company = companyId): Promise<StoredVacancy | undefined> {
  const { rows } = await db.query<StoredVacancy>(
    `SELECT id, public_id, slug, title, h1, description_html, published_at, valid_through, salary_min
     FROM vacancies WHERE company_id = $1 AND external_id = $2`,
    [company, externalId],
  );
  return rows[0];
}

async function relations(vacancyId: string) {
  const query = async <T>(sql: string) => (await db.query<T>(sql, [vacancyId])).rows;
  return {
    cities: await query<{ slug: string; position: number }>(
      `SELECT c.slug, vc.position FROM vacancy_cities vc JOIN cities c ON c.id = vc.city_id
       WHERE vc.vacancy_id = $1 ORDER BY vc.position`,
    ),
    sectors: await query<{ slug: string }>(
      `SELECT s.slug FROM vacancy_sectors vs JOIN sectors s ON s.id = vs.sector_id WHERE vs.vacancy_id = $1
       ORDER BY s.slug`,
    ),
    skills: await query<{ name: string; score: number }>(
      `SELECT s.name, vs.score FROM vacancy_skills vs JOIN skills s ON s.id = vs.skill_id WHERE vs.vacancy_id = $1
       ORDER BY s.name`,
    ),
    questions: await query<{ position: number; type: string; question: string; options: string[] }>(
      'SELECT position, type, question, options FROM vacancy_questions WHERE vacancy_id = $1 ORDER BY position',
    ),
  };
}

describe('upsertVacancy', () => {
  it('creates a vacancy with a readable slug, its h1, a sanitized description and its relations', async () => {
    const result = await upsertVacancy(
      db,
      vacancy({
        externalId: 'UP-CREATE',
        descriptionHtml: '<p onclick="alert(1)">Registra <b>facturas</b>.</p><script>alert(1)</script>',
        cityIds: [cities.medellin as number, cities.bogota as number],
        sectorIds: [sectors['transporte-y-logistica'] as number],
        skills: [
          { name: 'Trabajo en equipo', score: 3 },
          { name: 'SIIGO Nube', score: 2 },
        ],
        questions: [
          { type: 'unique', question: '¿Tienes tarjeta profesional?', options: ['Sí', 'No'] },
          { type: 'openShort', question: '¿Cuál es tu aspiración salarial?', options: [] },
        ],
      }),
      { now },
    );
    expect(result.inserted).toBe(true);
    expect(result.publicId).toMatch(/^[0-9a-z]{10}$/);
    expect(result.slug).toBe(`auxiliar-contable-en-medellin-${result.publicId}`);

    const row = await stored('UP-CREATE');
    expect(row).toMatchObject({
      id: result.id,
      public_id: result.publicId,
      slug: result.slug,
      h1: 'Auxiliar contable en Medellín',
      description_html: '<p>Registra <b>facturas</b>.</p>',
      published_at: now,
    });
    expect(await relations(result.id)).toEqual({
      cities: [
        { slug: 'medellin', position: 0 },
        { slug: 'bogota', position: 1 },
      ],
      sectors: [{ slug: 'transporte-y-logistica' }],
      skills: [
        { name: 'SIIGO Nube', score: 2 },
        { name: 'Trabajo en equipo', score: 3 },
      ],
      questions: [
        { position: 0, type: 'unique', question: '¿Tienes tarjeta profesional?', options: ['Sí', 'No'] },
        { position: 1, type: 'openShort', question: '¿Cuál es tu aspiración salarial?', options: [] },
      ],
    });
  });

  it('updates the vacancy of the same company and external id, keeping its id, public id and slug', async () => {
    const created = await upsertVacancy(
      db,
      vacancy({
        externalId: 'UP-UPDATE',
        sectorIds: [sectors['transporte-y-logistica'] as number],
        skills: [{ name: 'Excel', score: 2 }],
        questions: [{ type: 'openLong', question: 'Cuéntanos de ti', options: [] }],
      }),
      { now },
    );
    const { rows: before } = await db.query<{ count: number }>('SELECT count(*) AS count FROM vacancies');

    const updated = await upsertVacancy(
      db,
      vacancy({
        externalId: 'UP-UPDATE',
        title: 'Analista contable senior',
        cityIds: [cities.cali as number],
        sectorIds: [sectors['comercio-y-ventas'] as number],
        salaryMin: 3_000_000,
        salaryMax: 4_000_000,
        skills: [{ name: 'Power BI', score: 4 }],
        questions: [],
      }),
      { now },
    );
    const { rows: after } = await db.query<{ count: number }>('SELECT count(*) AS count FROM vacancies');

    expect(after[0]?.count).toBe(before[0]?.count);
    expect(updated).toEqual({ ...created, inserted: false });
    expect(await stored('UP-UPDATE')).toMatchObject({
      slug: created.slug,
      title: 'Analista contable senior',
      h1: 'Analista contable senior en Cali',
      salary_min: 3_000_000,
    });
    expect(await relations(created.id)).toEqual({
      cities: [{ slug: 'cali', position: 0 }],
      sectors: [{ slug: 'comercio-y-ventas' }],
      skills: [{ name: 'Power BI', score: 4 }],
      questions: [],
    });
  });

  it('keeps the questions a feed sends again unchanged, and the answers candidates gave them', async () => {
    const shift = { type: 'unique' as const, question: '¿Qué turno prefieres?', options: ['Día', 'Noche'] };
    const salary = { type: 'openShort' as const, question: '¿Cuánto quieres ganar?', options: [] };
    const created = await upsertVacancy(
      db,
      vacancy({ externalId: 'UP-ANSWERED', questions: [shift, salary] }),
      { now },
    );
    const { rows } = await db.query<{ id: string }>(
      `WITH u AS (INSERT INTO users (email, password_hash, role)
                  VALUES ('postulante@example.com', 'x', 'candidate') RETURNING id),
            c AS (INSERT INTO candidates (user_id) SELECT id FROM u RETURNING id)
       INSERT INTO applications (candidate_id, vacancy_id) SELECT id, $1 FROM c RETURNING id`,
      [created.id],
    );
    await db.query(
      `INSERT INTO application_answers (application_id, question_id, answer_text, selected_options)
       SELECT $1, q.id, CASE q.type WHEN 'openShort' THEN '3.000.000' END,
              CASE q.type WHEN 'unique' THEN '{Noche}'::text[] ELSE '{}' END
         FROM vacancy_questions q WHERE q.vacancy_id = $2`,
      [rows[0]?.id, created.id],
    );
    const answered = async () =>
      (
        await db.query<{ question: string }>(
          `SELECT q.question FROM application_answers a JOIN vacancy_questions q ON q.id = a.question_id
            WHERE a.application_id = $1 ORDER BY q.position`,
          [rows[0]?.id],
        )
      ).rows.map((row) => row.question);

    await upsertVacancy(
      db,
      vacancy({ externalId: 'UP-ANSWERED', title: 'Contador', questions: [shift, salary] }),
      {
        now,
      },
    );
    expect(await answered()).toEqual([shift.question, salary.question]);

    const newSalary = { ...salary, question: '¿Cuál es tu aspiración salarial?' };
    await upsertVacancy(db, vacancy({ externalId: 'UP-ANSWERED', questions: [shift, newSalary] }), { now });
    expect(await answered()).toEqual([shift.question]);
    expect((await relations(created.id)).questions).toEqual([
      { position: 0, ...shift },
      { position: 1, ...newSalary },
    ]);
  });

  it('gives two vacancies with the same title and city different slugs', async () => {
    const first = await upsertVacancy(db, vacancy({ externalId: 'UP-TWIN-1' }), { now });
    const second = await upsertVacancy(db, vacancy({ externalId: 'UP-TWIN-2' }), { now });
    expect(first.slug).not.toBe(second.slug);
    expect(second.slug).toMatch(/^auxiliar-contable-en-medellin-[0-9a-z]{10}$/);
  });

  it('keeps the same external id of two companies apart', async () => {
    const ours = await upsertVacancy(db, vacancy({ externalId: 'UP-SHARED' }), { now });
    const theirs = await upsertVacancy(db, vacancy({ externalId: 'UP-SHARED', companyId: otherCompanyId }), {
      now,
    });
    expect(theirs.inserted).toBe(true);
    expect(theirs.id).not.toBe(ours.id);
  });

  it('publishes at the given clock, keeps the stored date on update and leaves drafts unpublished', async () => {
    await upsertVacancy(db, vacancy({ externalId: 'UP-DATES' }), { now });
    const later = new Date('2026-11-20T00:00:00.000Z');
    await upsertVacancy(db, vacancy({ externalId: 'UP-DATES', title: 'Otro título' }), { now: later });
    expect((await stored('UP-DATES'))?.published_at).toEqual(now);

    const explicit = new Date('2026-10-15T13:00:00.000Z');
    await upsertVacancy(db, vacancy({ externalId: 'UP-DATES', publishedAt: explicit }), { now: later });
    expect((await stored('UP-DATES'))?.published_at).toEqual(explicit);

    await upsertVacancy(db, vacancy({ externalId: 'UP-DRAFT', status: 'draft' }), { now });
    expect((await stored('UP-DRAFT'))?.published_at).toBeNull();
  });

  it('refuses an expiry before the stored publication date and changes nothing', async () => {
    await upsertVacancy(
      db,
      vacancy({ externalId: 'UP-EXPIRY', publishedAt: new Date('2026-10-20T05:00:00Z') }),
      {
        now,
      },
    );
    const attempt = upsertVacancy(
      db,
      vacancy({ externalId: 'UP-EXPIRY', title: 'Cambio', validThrough: new Date('2026-10-01T05:00:00Z') }),
      { now },
    );
    await expect(attempt).rejects.toThrow(VacancyInputError);
    await expect(attempt).rejects.toThrow(
      'debe ser posterior a la de publicación (2026-10-20T05:00:00.000Z)',
    );
    expect((await stored('UP-EXPIRY'))?.title).toBe('Auxiliar contable');
  });

  it('writes all or nothing: a failing question leaves no new vacancy and no changed one', async () => {
    const badQuestion = { type: 'unique' as const, question: '¿Moto?', options: ['Sí'] };
    await expect(
      upsertVacancy(db, vacancy({ externalId: 'UP-ATOMIC-NEW', questions: [badQuestion] }), { now }),
    ).rejects.toThrow();
    expect(await stored('UP-ATOMIC-NEW')).toBeUndefined();

    const created = await upsertVacancy(db, vacancy({ externalId: 'UP-ATOMIC' }), { now });
    await expect(
      upsertVacancy(
        db,
        vacancy({
          externalId: 'UP-ATOMIC',
          title: 'Cambio',
          cityIds: [cities.cali as number],
          questions: [badQuestion],
        }),
        { now },
      ),
    ).rejects.toThrow();
    expect((await stored('UP-ATOMIC'))?.title).toBe('Auxiliar contable');
    expect((await relations(created.id)).cities).toEqual([{ slug: 'medellin', position: 0 }]);
  });

  it('reuses catalogue skills regardless of accents and case, and stores one row per skill', async () => {
    const { rows: before } = await db.query<{ id: number }>(
      "SELECT id FROM skills WHERE name = 'Trabajo en equipo'",
    );
    const result = await upsertVacancy(
      db,
      vacancy({
        externalId: 'UP-SKILLS',
        skills: [
          { name: 'TRABAJO EN EQUIPO', score: 4 },
          { name: 'Logística inversa', score: 2 },
          { name: 'logistica INVERSA', score: 1 },
        ],
      }),
      { now },
    );
    const { rows: skillRows } = await db.query<{ skill_id: number; score: number }>(
      'SELECT skill_id, score FROM vacancy_skills WHERE vacancy_id = $1 ORDER BY score DESC',
      [result.id],
    );
    const { rows: added } = await db.query<{ id: number; slug: string }>(
      "SELECT id, slug FROM skills WHERE camello_fold(name) = 'logistica inversa'",
    );
    expect(added).toEqual([{ id: expect.any(Number), slug: 'logistica-inversa' }]);
    expect(skillRows).toEqual([
      { skill_id: before[0]?.id, score: 4 },
      { skill_id: added[0]?.id, score: 2 },
    ]);
  });

  it('requires a city', async () => {
    await expect(
      upsertVacancy(db, vacancy({ externalId: 'UP-NOWHERE', cityIds: [] }), { now }),
    ).rejects.toThrow('la vacante necesita al menos una ciudad');
  });
});
