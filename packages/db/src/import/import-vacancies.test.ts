import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openTestDatabase } from '@camello/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../driver/db.ts';
import { insertTestCompany } from './fixtures/test-company.ts';
import { importVacancies } from './import-vacancies.ts';
import { FeedReadError } from './read-feed.ts';

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const now = new Date('2026-11-01T12:00:00.000Z');

let db: Db;
let companyId: string;
let directory: string;

beforeAll(async () => {
  db = await openTestDatabase();
  companyId = await insertTestCompany(db);
  directory = await mkdtemp(join(tmpdir(), 'camello-import-'));
});

afterAll(async () => {
  await db?.close();
  if (directory) await rm(directory, { recursive: true, force: true });
});

type ImportedVacancy = {
  id: string;
  public_id: string;
  slug: string;
  title: string;
  h1: string;
  description_html: string;
  status: string;
  occupation_code: string | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_to_agree: boolean;
  employment_type: string;
  education_level: string | null;
  experience_months: number;
  is_remote: boolean;
  urgent: boolean;
  number_of_quotas: number;
  currency: string;
  published_at: Date | null;
  valid_through: Date | null;
  cities: string[];
  sectors: string[];
  skills: string[];
  questions: string[];
};

async function vacancy(externalId: string): Promise<ImportedVacancy | undefined> {
  const { rows } = await db.query<ImportedVacancy>(
    `SELECT v.id, v.public_id, v.slug, v.title, v.h1, v.description_html, v.status, o.code AS occupation_code,
       v.salary_min, v.salary_max, v.salary_to_agree, v.employment_type, v.education_level, v.experience_months,
       v.is_remote, v.urgent, v.number_of_quotas, v.currency, v.published_at, v.valid_through,
       ARRAY(SELECT c.slug FROM vacancy_cities vc JOIN cities c ON c.id = vc.city_id
             WHERE vc.vacancy_id = v.id ORDER BY vc.position) AS cities,
       ARRAY(SELECT s.slug FROM vacancy_sectors vs JOIN sectors s ON s.id = vs.sector_id
             WHERE vs.vacancy_id = v.id ORDER BY s.slug) AS sectors,
       ARRAY(SELECT s.name || ':' || vs.score FROM vacancy_skills vs JOIN skills s ON s.id = vs.skill_id
             WHERE vs.vacancy_id = v.id ORDER BY s.name) AS skills,
       ARRAY(SELECT q.type || ':' || q.question FROM vacancy_questions q
             WHERE q.vacancy_id = v.id ORDER BY q.position) AS questions
     FROM vacancies v LEFT JOIN occupations o ON o.id = v.occupation_id
     WHERE v.company_id = $1 AND v.external_id = $2`,
    [companyId, externalId],
  );
  return rows[0];
}

async function companyVacancyCount(): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    'SELECT count(*) AS count FROM vacancies WHERE company_id = $1',
    [companyId],
  );
  return rows[0]?.count ?? 0;
}

const row = (externalId: string, fields: Record<string, unknown> = {}) => ({
  externalId,
  company: 'transportes-andinos-nandu',
  title: 'Auxiliar de bodega',
  cities: ['Medellín'],
  ...fields,
});

describe('importVacancies from the CSV fixture', () => {
  it('keeps the good rows and reports each bad one with its line and reason', async () => {
    const result = await importVacancies(db, fixture('vacancies.csv'), { now });
    expect(result).toEqual({
      inserted: 3,
      updated: 0,
      rejected: [
        {
          line: 5,
          externalId: 'TAN-003',
          reason: 'la ciudad «Gotham» no existe',
          fields: { cities: 'la ciudad «Gotham» no existe' },
        },
        { line: 6, externalId: 'TAN-004', reason: 'el salario mínimo es mayor que el máximo' },
        { line: 7, externalId: 'TAN-005', reason: 'la empresa «Acme Inexistente» no existe' },
      ],
    });
    for (const rejected of ['TAN-003', 'TAN-004', 'TAN-005']) expect(await vacancy(rejected)).toBeUndefined();
  });

  it('stores every field of a row, with names resolved regardless of accents and case', async () => {
    const stored = await vacancy('TAN-001');
    expect(stored).toMatchObject({
      title: 'Conductor de tractomula',
      h1: 'Conductor de tractomula en Medellín',
      description_html:
        '<p>Conduce rutas nacionales de carga seca.</p>\n<ul><li>Licencia C3 vigente</li></ul>',
      status: 'published',
      occupation_code: '8332',
      salary_min: 2_500_000,
      salary_max: 3_200_000,
      salary_to_agree: false,
      employment_type: 'FULL_TIME',
      education_level: 'HIGH_SCHOOL',
      experience_months: 24,
      is_remote: false,
      urgent: true,
      number_of_quotas: 3,
      currency: 'COP',
      published_at: new Date('2026-10-20T05:00:00.000Z'),
      valid_through: new Date('2026-12-31T05:00:00.000Z'),
      cities: ['medellin', 'bogota'],
      sectors: ['transporte-y-logistica'],
      skills: ['Conducción defensiva:4', 'Trabajo en equipo:3'],
      questions: ['unique:¿Tienes licencia C3 vigente?'],
    });
    expect(stored?.slug).toBe(`conductor-de-tractomula-en-medellin-${stored?.public_id}`);

    // Company by its name in capitals without accents, city by its everyday name, occupation by code.
    expect(await vacancy('TAN-002')).toMatchObject({
      cities: ['cali'],
      h1: 'Auxiliar contable en Cali',
      occupation_code: '4311',
      published_at: now,
      skills: ['Excel:3'],
    });
    expect(await vacancy('TAN-006')).toMatchObject({
      cities: ['barranquilla'],
      is_remote: true,
      salary_to_agree: true,
      employment_type: 'CONTRACTOR',
    });
  });

  it('updates instead of duplicating when the same file comes again', async () => {
    const before = await companyVacancyCount();
    const firstSlug = (await vacancy('TAN-001'))?.slug;
    const result = await importVacancies(db, fixture('vacancies.csv'), { now });
    expect(result.inserted).toBe(0);
    expect(result.updated).toBe(3);
    expect(result.rejected.map((rejected) => 'line' in rejected && rejected.line)).toEqual([5, 6, 7]);
    expect(await companyVacancyCount()).toBe(before);
    expect((await vacancy('TAN-001'))?.slug).toBe(firstSlug);
  });

  it('replaces the fields and relations of a vacancy a later feed changes', async () => {
    const before = await vacancy('TAN-001');
    const count = await companyVacancyCount();
    const result = await importVacancies(
      db,
      [
        row('TAN-001', {
          title: 'Conductor de tractocamión',
          cities: ['Cali'],
          salaryMin: 2_800_000,
          salaryMax: 3_500_000,
          skills: [{ name: 'Mecánica básica', score: 2 }],
        }),
      ],
      { now },
    );
    expect(result).toEqual({ inserted: 0, updated: 1, rejected: [] });
    expect(await companyVacancyCount()).toBe(count);
    expect(await vacancy('TAN-001')).toMatchObject({
      id: before?.id,
      slug: before?.slug,
      title: 'Conductor de tractocamión',
      h1: 'Conductor de tractocamión en Cali',
      salary_min: 2_800_000,
      salary_max: 3_500_000,
      urgent: false,
      occupation_code: null,
      published_at: before?.published_at,
      cities: ['cali'],
      sectors: [],
      skills: ['Mecánica básica:2'],
      questions: [],
    });
  });
});

describe('importVacancies from JSON', () => {
  it('imports the JSON fixture', async () => {
    const result = await importVacancies(db, fixture('vacancies.json'), { now });
    expect(result).toEqual({ inserted: 2, updated: 0, rejected: [] });
    expect(await vacancy('TAN-101')).toMatchObject({
      cities: ['cartagena'],
      sectors: ['hoteleria-y-turismo'],
      occupation_code: '5131',
      employment_type: 'PART_TIME',
      published_at: new Date('2026-10-25T13:00:00.000Z'),
      questions: ['openShort:¿Qué experiencia tienes en eventos?'],
    });
    expect(await vacancy('102')).toMatchObject({
      status: 'draft',
      published_at: null,
      cities: ['itagui', 'envigado'],
    });
  });

  it('reports bad elements by index, with every reason, and keeps the good one', async () => {
    const result = await importVacancies(db, fixture('invalid-rows.json'), { now });
    expect(result).toEqual({
      inserted: 1,
      updated: 0,
      rejected: [
        {
          index: 0,
          externalId: 'TAN-201',
          reason:
            '«salaryMin» debe ser un número entero sin puntos ni comas, mayor o igual a 0; ' +
            'el campo «colorFavorito» no se reconoce',
        },
        {
          index: 1,
          externalId: 'TAN-202',
          reason: 'la ocupación «Domador de dragones» no existe',
          fields: { occupation: 'la ocupación «Domador de dragones» no existe' },
        },
      ],
    });
    expect(await vacancy('TAN-203')).toMatchObject({ cities: ['pereira'] });
  });

  it('reports elements that are not objects, and rows without a readable externalId', async () => {
    const result = await importVacancies(db, ['TAN-300', { company: 'transportes-andinos-nandu' }], { now });
    expect(result.rejected).toEqual([
      { index: 0, reason: 'la vacante debe ser un objeto con sus campos' },
      {
        index: 1,
        reason:
          'falta «externalId», que es obligatorio; falta «title», que es obligatorio; falta «cities», que es obligatorio',
      },
    ]);
  });
});

describe('importVacancies references', () => {
  it('finds cities by everyday name, official name or slug, without accents and in any case', async () => {
    const result = await importVacancies(
      db,
      [
        row('REF-CITY-1', { cities: ['medellin', 'BOGOTA', 'Santiago de Cali', 'cali', 'cúcuta'] }),
        row('REF-CITY-2', { cities: 'bogota|Itagui' }),
      ],
      { now },
    );
    expect(result).toEqual({ inserted: 2, updated: 0, rejected: [] });
    expect((await vacancy('REF-CITY-1'))?.cities).toEqual(['medellin', 'bogota', 'cali', 'cucuta']);
    expect((await vacancy('REF-CITY-2'))?.cities).toEqual(['bogota', 'itagui']);
  });

  it('asks for the slug of a city name several municipalities share, and accepts that slug', async () => {
    const result = await importVacancies(
      db,
      [row('REF-UNION-1', { cities: ['La Unión'] }), row('REF-UNION-2', { cities: ['la-union-narino'] })],
      { now },
    );
    expect(result.inserted).toBe(1);
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]?.reason).toMatch(
      /^hay varias ciudades llamadas «La Unión»: escribe su slug \(.*la-union-narino en Nariño/,
    );
    expect((await vacancy('REF-UNION-2'))?.cities).toEqual(['la-union-narino']);
  });

  it('finds a city by the label the city search shows, department included', async () => {
    const result = await importVacancies(
      db,
      [row('REF-LABEL-1', { cities: ['La Unión, Nariño', 'medellin, antioquia'] })],
      { now },
    );
    expect(result).toEqual({ inserted: 1, updated: 0, rejected: [] });
    expect((await vacancy('REF-LABEL-1'))?.cities).toEqual(['la-union-narino', 'medellin']);
  });

  it('asks for the slug of a company name two companies share', async () => {
    await insertTestCompany(db, { name: 'Servicios Éxito Total', slug: 'servicios-exito-total-bogota' });
    await insertTestCompany(db, { name: 'SERVICIOS EXITO TOTAL', slug: 'servicios-exito-total-cali' });
    const result = await importVacancies(db, [row('REF-CO-1', { company: 'servicios exito total' })], {
      now,
    });
    expect(result.rejected).toEqual([
      {
        index: 0,
        externalId: 'REF-CO-1',
        reason:
          'hay varias empresas llamadas «servicios exito total»: escribe su slug ' +
          '(servicios-exito-total-bogota, servicios-exito-total-cali)',
      },
    ]);
    const bySlug = await importVacancies(db, [row('REF-CO-1', { company: 'servicios-exito-total-cali' })], {
      now,
    });
    expect(bySlug.inserted).toBe(1);
  });

  it('finds sectors by slug or name and occupations by code, slug, official title or job title', async () => {
    const { rows } = await db.query<{ slug: string }>("SELECT slug FROM occupations WHERE code = '4311'");
    const result = await importVacancies(
      db,
      [
        row('REF-OCC-1', { occupation: 'auxiliar contable', sectors: ['TECNOLOGIA E INFORMATICA'] }),
        row('REF-OCC-2', { occupation: rows[0]?.slug, sectors: 'comercio-y-ventas|Salud' }),
        row('REF-OCC-3', { occupation: 'AUXILIARES DE CONTABILIDAD Y CALCULO DE COSTOS' }),
        row('REF-OCC-4', { occupation: 'Piloto de dragones', sectors: ['Minería espacial'] }),
      ],
      { now },
    );
    expect(result.rejected).toEqual([
      {
        index: 3,
        externalId: 'REF-OCC-4',
        reason: 'el sector «Minería espacial» no existe; la ocupación «Piloto de dragones» no existe',
        fields: {
          sectors: 'el sector «Minería espacial» no existe',
          occupation: 'la ocupación «Piloto de dragones» no existe',
        },
      },
    ]);
    for (const externalId of ['REF-OCC-1', 'REF-OCC-2', 'REF-OCC-3']) {
      expect((await vacancy(externalId))?.occupation_code).toBe('4311');
    }
    expect((await vacancy('REF-OCC-1'))?.sectors).toEqual(['tecnologia-e-informatica']);
    expect((await vacancy('REF-OCC-2'))?.sectors).toEqual(['comercio-y-ventas', 'salud']);
  });

  it('asks for the code of a job title that two occupations share', async () => {
    await db.query(
      `INSERT INTO occupation_titles (occupation_id, title)
       SELECT id, 'Analista de mesa de ayuda' FROM occupations WHERE code = '3512'
       UNION ALL SELECT id, 'ANALISTA DE MESA DE AYUDA' FROM occupations WHERE code = '2522'`,
    );
    const result = await importVacancies(
      db,
      [row('REF-OCC-5', { occupation: 'analista de mesa de ayuda' })],
      { now },
    );
    expect(result.rejected[0]?.reason).toBe(
      '«analista de mesa de ayuda» corresponde a varias ocupaciones: escribe su código (2522, 3512)',
    );
  });
});

type CompanyVacancy = {
  company_slug: string;
  company_name: string;
  is_confidential: boolean;
  cities: string[];
};

async function vacancyOfAnyCompany(externalId: string): Promise<CompanyVacancy | undefined> {
  const { rows } = await db.query<CompanyVacancy>(
    `SELECT c.slug AS company_slug, c.name AS company_name, v.is_confidential,
       ARRAY(SELECT ci.slug FROM vacancy_cities vc JOIN cities ci ON ci.id = vc.city_id
             WHERE vc.vacancy_id = v.id ORDER BY vc.position) AS cities
     FROM vacancies v JOIN companies c ON c.id = v.company_id WHERE v.external_id = $1`,
    [externalId],
  );
  return rows[0];
}

describe('importVacancies of real feeds (aggregators, multi-brand employers)', () => {
  it('creates the companies a feed names only when asked, one per company however its legal form is written', async () => {
    const feed = [
      row('AGG-1', { company: 'ADECCO COLOMBIA S A' }),
      row('AGG-2', { company: 'Adecco Colombia S.A.' }),
      row('AGG-3', { company: 'adecco colombia sas' }),
    ];
    const refused = await importVacancies(db, feed, { now });
    expect(refused.rejected.map((rejected) => rejected.reason)).toEqual([
      'la empresa «ADECCO COLOMBIA S A» no existe',
      'la empresa «Adecco Colombia S.A.» no existe',
      'la empresa «adecco colombia sas» no existe',
    ]);
    expect(await importVacancies(db, feed, { now, createCompanies: true })).toEqual({
      inserted: 3,
      updated: 0,
      rejected: [],
    });
    for (const externalId of ['AGG-1', 'AGG-2', 'AGG-3'])
      expect(await vacancyOfAnyCompany(externalId)).toMatchObject({
        company_slug: 'adecco-colombia',
        company_name: 'ADECCO COLOMBIA S A',
        is_confidential: false,
      });
    // A company that exists is found by its name without the legal form too.
    const existing = await importVacancies(db, [row('AGG-4', { company: 'TRANSPORTES ANDINOS ÑANDÚ' })], {
      now,
    });
    expect(existing.inserted).toBe(1);
    expect((await vacancyOfAnyCompany('AGG-4'))?.company_slug).toBe('transportes-andinos-nandu');
  });

  it('files employers that hide their name as confidential vacancies of a placeholder company', async () => {
    const result = await importVacancies(
      db,
      [
        row('CONF-1', { company: 'Empresa confidencial' }),
        row('CONF-2', { company: 'Importante empresa del sector' }),
      ],
      { now },
    );
    expect(result).toEqual({ inserted: 2, updated: 0, rejected: [] });
    for (const externalId of ['CONF-1', 'CONF-2'])
      expect(await vacancyOfAnyCompany(externalId)).toMatchObject({
        company_slug: 'empresa-confidencial',
        company_name: 'Empresa confidencial',
        is_confidential: true,
      });
  });

  it('places a vacancy for a department in its capital, and one for the whole country in every capital', async () => {
    const result = await importVacancies(
      db,
      [
        row('PLACE-1', { cities: ['Antioquia', 'santander'] }),
        row('PLACE-2', { cities: ['Toda Colombia'] }),
        row('PLACE-3', { cities: ['caldas-boyaca'] }),
      ],
      { now },
    );
    expect(result).toEqual({ inserted: 3, updated: 0, rejected: [] });
    expect((await vacancy('PLACE-1'))?.cities).toEqual(['medellin', 'bucaramanga']);
    const nationwide = (await vacancy('PLACE-2'))?.cities ?? [];
    expect(nationwide[0]).toBe('bogota');
    expect(nationwide).toEqual(expect.arrayContaining(['medellin', 'cali', 'leticia', 'mitu']));
    // 33 departments, Bogotá, D.C. included; Bogotá is also Cundinamarca's capital.
    expect(nationwide).toHaveLength(32);
    // A town named like a department takes its slug.
    expect((await vacancy('PLACE-3'))?.cities).toEqual(['caldas-boyaca']);
  });
});

describe('importVacancies rejections', () => {
  it('rejects a repeated externalId of the same company within one feed', async () => {
    const result = await importVacancies(
      db,
      [row('DUP-1'), row('DUP-1', { title: 'Otro título', company: 'Transportes Andinos Ñandú S.A.S.' })],
      { now },
    );
    expect(result).toEqual({
      inserted: 1,
      updated: 0,
      rejected: [
        {
          index: 1,
          externalId: 'DUP-1',
          reason: 'el externalId «DUP-1» de esta empresa ya apareció en el índice 0',
        },
      ],
    });
    expect((await vacancy('DUP-1'))?.title).toBe('Auxiliar de bodega');
  });

  it('rejects an expiry before the publication date the vacancy already has', async () => {
    await importVacancies(db, [row('EXP-1', { publishedAt: '2026-10-20' })], { now });
    const result = await importVacancies(db, [row('EXP-1', { validThrough: '2026-10-10' })], { now });
    expect(result.rejected).toEqual([
      {
        index: 0,
        externalId: 'EXP-1',
        reason:
          'la fecha de vencimiento (validThrough) debe ser posterior a la de publicación (2026-10-20T05:00:00.000Z)',
      },
    ]);
  });

  it('rejects a CSV row with more cells than columns, by line', async () => {
    const path = join(directory, 'extra-cells.csv');
    await writeFile(
      path,
      'externalId,company,title,cities\nX-1,transportes-andinos-nandu,Auxiliar,Cali,sobra\n',
    );
    expect(await importVacancies(db, path, { now })).toEqual({
      inserted: 0,
      updated: 0,
      rejected: [
        { line: 2, externalId: 'X-1', reason: 'la fila tiene 5 celdas y el encabezado solo 4 columnas' },
      ],
    });
  });

  it('throws FeedReadError for a file that is not a feed', async () => {
    const path = join(directory, 'object.json');
    await writeFile(path, '{"externalId":"X-1"}');
    await expect(importVacancies(db, path)).rejects.toThrow(FeedReadError);
  });
});
