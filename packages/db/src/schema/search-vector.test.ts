import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../driver/db.ts';
import { openTestDatabase } from '../testing/index.ts';

let db: Db;
let companyId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  db = await openTestDatabase();
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO companies (slug, name, country_id)
     SELECT 'clinica-buscadora', 'Clínica Buscadora', id FROM countries WHERE iso2 = 'co' RETURNING id`,
  );
  companyId = rows[0]?.id as string;
  const { rows: occupation } = await db.query<{ id: number }>(
    "SELECT id FROM occupations WHERE code = '2211'",
  );
  const vacancies = {
    doctor: ['Médico general', '<p>Atención de <strong>consulta externa</strong> &amp; urgencias.</p>'],
    nurse: ['Enfermero jefe', '<ul><li>Turnos rotativos</li></ul>'],
    developer: ['Desarrolladora backend', '<p>Node.js y PostgreSQL</p>'],
  } as const;
  for (const [key, [title, description]] of Object.entries(vacancies)) {
    const { rows: inserted } = await db.query<{ id: string }>(
      `INSERT INTO vacancies (slug, company_id, occupation_id, title, description_html)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [`busqueda-${key}`, companyId, key === 'doctor' ? occupation[0]?.id : null, title, description],
    );
    ids[key] = inserted[0]?.id as string;
  }
});
afterAll(async () => {
  await db?.close();
});

async function matches(query: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM vacancies
     WHERE company_id = $1 AND search_vector @@ websearch_to_tsquery('camello_es', $2) ORDER BY slug`,
    [companyId, query],
  );
  const names = Object.fromEntries(Object.entries(ids).map(([key, id]) => [id, key]));
  return rows.map((row) => names[row.id] ?? row.id);
}

describe('vacancy search vector', () => {
  it('folds accents: "medico" finds "Médico"', async () => {
    expect(await matches('medico')).toEqual(['doctor']);
    expect(await matches('MÉDICA')).toEqual(['doctor']);
  });

  it('stems Spanish: "enfermeras" finds "Enfermero" and "desarrolladores" finds "Desarrolladora"', async () => {
    expect(await matches('enfermeras')).toEqual(['nurse']);
    expect(await matches('desarrolladores')).toEqual(['developer']);
  });

  it('does not match unrelated words', async () => {
    expect(await matches('abogado')).toEqual([]);
  });

  it('weighs the title A, company and occupation B, and the description C', async () => {
    const { rows } = await db.query<{ vector: string }>(
      'SELECT search_vector::text AS vector FROM vacancies WHERE id = $1',
      [ids.doctor],
    );
    const vector = rows[0]?.vector ?? '';
    expect(vector).toMatch(/'medic':1A/);
    expect(vector).toMatch(/'clinic':\d+B/);
    expect(vector).toMatch(/'general':\d+A,\d+B/);
    expect(vector).toMatch(/'consult':\d+C/);
  });

  it('indexes the text of the description, not its HTML tags or entities', async () => {
    expect(await matches('consulta externa')).toEqual(['doctor']);
    expect(await matches('strong')).toEqual([]);
    expect(await matches('amp')).toEqual([]);
    expect(await matches('rotativos')).toEqual(['nurse']);
  });

  it('follows a company rename', async () => {
    expect(await matches('hospital')).toEqual([]);
    await db.query("UPDATE companies SET name = 'Hospital Renovado' WHERE id = $1", [companyId]);
    expect(await matches('hospital renovado')).toEqual(['developer', 'doctor', 'nurse']);
    expect(await matches('clinica')).toEqual([]);
  });

  it('follows a change of title', async () => {
    await db.query("UPDATE vacancies SET title = 'Enfermera auxiliar' WHERE id = $1", [ids.developer]);
    expect(await matches('enfermero')).toEqual(['developer', 'nurse']);
  });
});
