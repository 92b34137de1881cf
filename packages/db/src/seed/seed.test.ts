import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../driver/db.ts';
import { migrate } from '../migrations/migrate.ts';
import {
  htmlFragmentFaults,
  openEmptyTestDatabase,
  openTestDatabase,
  testDataset,
} from '../testing/index.ts';
import { seed } from './seed.ts';

const quiet = { log: () => {} };
const day = 24 * 60 * 60 * 1000;

async function freshDatabase(): Promise<Db> {
  const db = await openEmptyTestDatabase();
  await migrate(db);
  return db;
}

async function vacancyFingerprint(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ line: string }>(
    `SELECT v.slug || '|' || v.title || '|' || c.slug || '|' || v.status || '|' || coalesce(v.salary_min::text, '-')
       || '|' || coalesce(v.published_at::text, '-') AS line
     FROM vacancies v JOIN companies c ON c.id = v.company_id ORDER BY v.slug`,
  );
  return rows.map((row) => row.line);
}

describe('seed on an empty database', () => {
  const now = new Date('2026-06-15T15:00:00.000Z');
  let first: Db;
  let second: Db;
  let third: Db;

  beforeAll(async () => {
    [first, second, third] = await Promise.all([freshDatabase(), freshDatabase(), freshDatabase()]);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close(), third?.close()]);
  });

  it('reports what it inserted, then does nothing when run again', async () => {
    const result = await seed(first, { vacancies: 400, seed: 5, now, ...quiet });
    expect(result).toMatchObject({ referenceDataInserted: true, vacanciesInserted: 400 });
    expect(result.companiesInserted).toBeGreaterThanOrEqual(300);
    const before = await vacancyFingerprint(first);
    const again = await seed(first, { vacancies: 400, seed: 6, now, ...quiet });
    expect(again).toMatchObject({ referenceDataInserted: false, companiesInserted: 0, vacanciesInserted: 0 });
    expect(await vacancyFingerprint(first)).toEqual(before);
  });

  it('produces the same vacancies from the same seed, and different ones from another', async () => {
    await seed(second, { vacancies: 400, seed: 5, now, ...quiet });
    await seed(third, { vacancies: 400, seed: 9, now, ...quiet });
    const reference = await vacancyFingerprint(first);
    expect(reference).toHaveLength(400);
    expect(await vacancyFingerprint(second)).toEqual(reference);
    const other = await vacancyFingerprint(third);
    expect(other).toHaveLength(400);
    expect(other.filter((line) => reference.includes(line))).toEqual([]);
  });

  it('starts a load that was interrupted over, instead of keeping or duplicating what it wrote', async () => {
    const db = await freshDatabase();
    try {
      await seed(db, { vacancies: 300, seed: 5, now, ...quiet });
      const complete = await vacancyFingerprint(db);
      // What a seeder stopped during its vacancy batches leaves behind: no end to its load.
      await db.query('UPDATE demo_data_loads SET finished_at = NULL');
      const again = await seed(db, { vacancies: 300, seed: 5, now, ...quiet });
      expect(again).toMatchObject({ referenceDataInserted: false, vacanciesInserted: 300 });
      expect(await vacancyFingerprint(db)).toEqual(complete);
      const { rows } = await db.query<{ finished: boolean }>(
        'SELECT finished_at IS NOT NULL AS finished FROM demo_data_loads',
      );
      expect(rows).toEqual([{ finished: true }]);
    } finally {
      await db.close();
    }
  });

  it('fails with a clear message when the reference data directory is missing', async () => {
    const db = await freshDatabase();
    try {
      await expect(seed(db, { referenceDataDir: '/nonexistent/camello-data', ...quiet })).rejects.toThrow(
        /co-departments\.csv is missing.*CAMELLO_REFERENCE_DATA/s,
      );
      const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM countries');
      expect(rows[0]?.n).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('seeds reference data alone when asked for no vacancies, and vacancies on a later call', async () => {
    const db = await freshDatabase();
    try {
      expect(await seed(db, { vacancies: 0, ...quiet })).toMatchObject({
        referenceDataInserted: true,
        companiesInserted: 0,
      });
      expect(await seed(db, { vacancies: 20, now, ...quiet })).toMatchObject({
        referenceDataInserted: false,
        vacanciesInserted: 20,
      });
    } finally {
      await db.close();
    }
  });
});

describe('seeded data', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  const count = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ n: number }>(sql, params)).rows[0]?.n;

  it('holds the Colombian territory with DANE codes and accents', async () => {
    expect(
      await count(
        "SELECT count(*) AS n FROM departments d JOIN countries c ON c.id = d.country_id WHERE c.iso2 = 'co'",
      ),
    ).toBe(33);
    expect(await count('SELECT count(*) AS n FROM cities WHERE dane_code IS NOT NULL')).toBe(1104);
    const { rows } = await db.query<{
      dane_code: string;
      name: string;
      display_name: string;
      slug: string;
      department: string;
    }>(
      `SELECT c.dane_code, c.name, c.display_name, c.slug, d.name AS department
       FROM cities c JOIN departments d ON d.id = c.department_id
       WHERE c.dane_code IN ('11001', '76001', '05001', '54001') ORDER BY c.dane_code`,
    );
    expect(rows).toEqual([
      {
        dane_code: '05001',
        name: 'Medellín',
        display_name: 'Medellín',
        slug: 'medellin',
        department: 'Antioquia',
      },
      {
        dane_code: '11001',
        name: 'Bogotá, D.C.',
        display_name: 'Bogotá',
        slug: 'bogota',
        department: 'Bogotá, D.C.',
      },
      {
        dane_code: '54001',
        name: 'San José de Cúcuta',
        display_name: 'Cúcuta',
        slug: 'cucuta',
        department: 'Norte de Santander',
      },
      {
        dane_code: '76001',
        name: 'Santiago de Cali',
        display_name: 'Cali',
        slug: 'cali',
        department: 'Valle del Cauca',
      },
    ]);
  });

  it('gives shared municipality names distinct slugs, the most populous keeping the plain one', async () => {
    const { rows } = await db.query<{ slug: string; dane_code: string }>(
      "SELECT slug, dane_code FROM cities WHERE name = 'Armenia' ORDER BY slug",
    );
    expect(rows).toEqual([
      { slug: 'armenia', dane_code: '63001' },
      { slug: 'armenia-antioquia', dane_code: '05059' },
    ]);
    expect(await count('SELECT count(*) - count(DISTINCT (country_id, slug)) AS n FROM cities')).toBe(0);
  });

  it('leaves out the non-municipalized areas and adds cities of Mexico and the United States', async () => {
    expect(await count("SELECT count(*) AS n FROM cities WHERE dane_code = '91263'")).toBe(0);
    const { rows } = await db.query<{ iso2: string; n: number }>(
      `SELECT co.iso2, count(*) AS n FROM cities c JOIN countries co ON co.id = c.country_id
       WHERE co.iso2 IN ('mx', 'us') GROUP BY co.iso2 ORDER BY co.iso2`,
    );
    expect(rows.map((row) => row.iso2)).toEqual(['mx', 'us']);
    expect(rows.every((row) => row.n >= 5)).toBe(true);
  });

  it('holds the CIUO occupation tree with every title as a synonym', async () => {
    expect(await count('SELECT count(*) AS n FROM occupations')).toBe(449);
    expect(await count('SELECT count(*) AS n FROM occupation_titles')).toBe(10_007);
    expect(await count("SELECT count(*) AS n FROM occupation_categories WHERE level = 'major'")).toBe(10);
    expect(await count("SELECT count(*) AS n FROM occupation_categories WHERE level = 'sub_major'")).toBe(43);
    const { rows } = await db.query<{ title: string; category: string }>(
      `SELECT o.title, c.title AS category FROM occupations o JOIN occupation_categories c ON c.id = o.category_id
       WHERE o.code = '2512'`,
    );
    expect(rows).toEqual([
      {
        title: 'Desarrolladores de software',
        category: 'Profesionales de tecnología de la información y las comunicaciones',
      },
    ]);
    expect(await count('SELECT count(*) AS n FROM sectors')).toBeGreaterThanOrEqual(30);
  });

  it('creates more than 300 companies, some brands of a group and some private job sites', async () => {
    expect(await count('SELECT count(*) AS n FROM companies')).toBeGreaterThanOrEqual(300);
    expect(
      await count('SELECT count(*) AS n FROM companies WHERE parent_company_id IS NOT NULL'),
    ).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM companies WHERE job_site_kind = 0')).toBeGreaterThan(0);
    expect(await count('SELECT count(*) AS n FROM companies WHERE logo_url IS NULL')).toBeGreaterThan(100);
  });

  it('publishes about nine in ten vacancies, each live within its 30 to 60 days of validity', async () => {
    expect(await count('SELECT count(*) AS n FROM vacancies')).toBe(testDataset.vacancies);
    const published = (await count("SELECT count(*) AS n FROM vacancies WHERE status = 'published'")) ?? 0;
    expect(published / testDataset.vacancies).toBeGreaterThan(0.8);
    expect(published / testDataset.vacancies).toBeLessThan(0.97);
    const { rows } = await db.query<{ published_at: Date; valid_through: Date }>(
      "SELECT published_at, valid_through FROM vacancies WHERE status = 'published'",
    );
    for (const { published_at, valid_through } of rows) {
      expect(published_at.getTime()).toBeLessThanOrEqual(testDataset.now.getTime());
      expect(published_at.getTime()).toBeGreaterThan(testDataset.now.getTime() - 90 * day);
      expect(valid_through.getTime()).toBeGreaterThan(testDataset.now.getTime());
      const validityDays = (valid_through.getTime() - published_at.getTime()) / day;
      expect(validityDays).toBeGreaterThanOrEqual(30);
      expect(validityDays).toBeLessThanOrEqual(60);
    }
    expect(
      await count("SELECT count(*) AS n FROM vacancies WHERE status = 'expired' AND valid_through > $1", [
        testDataset.now,
      ]),
    ).toBe(0);
  });

  it('gives Colombian vacancies COP salaries up to 15 million, or "a convenir" without amounts', async () => {
    const { rows } = await db.query<{ agreed: number; invalid: number; total: number }>(
      `SELECT count(*) FILTER (WHERE salary_to_agree) AS agreed,
         count(*) FILTER (WHERE salary_to_agree = (salary_min IS NOT NULL)) AS invalid,
         count(*) AS total
       FROM vacancies WHERE currency = 'COP'`,
    );
    const stats = rows[0] as { agreed: number; invalid: number; total: number };
    expect(stats.invalid).toBe(0);
    expect(stats.agreed / stats.total).toBeGreaterThan(0.1);
    expect(stats.agreed / stats.total).toBeLessThan(0.3);
    expect(
      await count(
        `SELECT count(*) AS n FROM vacancies WHERE currency = 'COP' AND NOT salary_to_agree
         AND (salary_max > 15000000 OR salary_min < 700000 OR salary_max < salary_min)`,
      ),
    ).toBe(0);
  });

  it('places each vacancy in one to three cities, the first one named in its readable slug', async () => {
    const { rows } = await db.query<{ slug: string; public_id: string; first_city: string; cities: number }>(
      `SELECT v.slug, v.public_id,
         (SELECT c.slug FROM vacancy_cities vc JOIN cities c ON c.id = vc.city_id
          WHERE vc.vacancy_id = v.id ORDER BY vc.position LIMIT 1) AS first_city,
         (SELECT count(*) FROM vacancy_cities vc WHERE vc.vacancy_id = v.id) AS cities
       FROM vacancies v`,
    );
    for (const row of rows) {
      expect(row.cities).toBeGreaterThanOrEqual(1);
      expect(row.cities).toBeLessThanOrEqual(3);
      expect(row.slug.endsWith(`-en-${row.first_city}-${row.public_id}`)).toBe(true);
    }
    const bogota = await count(
      `SELECT count(*) AS n FROM vacancy_cities vc JOIN cities c ON c.id = vc.city_id WHERE c.dane_code = '11001'`,
    );
    const leticia = await count(
      `SELECT count(*) AS n FROM vacancy_cities vc JOIN cities c ON c.id = vc.city_id WHERE c.dane_code = '91001'`,
    );
    expect(bogota).toBeGreaterThan(leticia ?? 0);
  });

  it('writes HTML descriptions with sections, skills scored 1 to 4 and sectors', async () => {
    expect(
      await count(
        `SELECT count(*) AS n FROM vacancies
         WHERE description_html NOT LIKE '<p>%' OR description_html NOT LIKE '%<ul><li>%'
           OR description_html NOT LIKE '%<strong>Requisitos</strong>%'`,
      ),
    ).toBe(0);
    expect(await count('SELECT count(DISTINCT vacancy_id) AS n FROM vacancy_skills')).toBe(
      testDataset.vacancies,
    );
    expect(await count('SELECT count(DISTINCT vacancy_id) AS n FROM vacancy_sectors')).toBe(
      testDataset.vacancies,
    );
    expect(await count('SELECT count(*) AS n FROM vacancies WHERE is_remote AND remote_text IS NULL')).toBe(
      0,
    );
  });

  it('publishes version 1 of the terms and of the Ley 1581 data policy, a year before its "now"', async () => {
    const { rows } = await db.query<{
      kind: string;
      version: string;
      published_at: Date;
      content_html: string;
    }>('SELECT kind, version, published_at, content_html FROM terms_versions ORDER BY kind');
    expect(rows.map(({ kind, version }) => [kind, version])).toEqual([
      ['data_policy', '1'],
      ['terms', '1'],
    ]);
    for (const row of rows) {
      expect(row.published_at.getFullYear()).toBe(testDataset.now.getFullYear() - 1);
      expect(htmlFragmentFaults(row.content_html)).toEqual([]);
      expect(row.content_html).not.toMatch(/<(h1|script|style|img)\b/);
    }
    const [policy, terms] = rows.map((row) => row.content_html);
    for (const right of ['Conocer, actualizar y rectificar', 'Revocar la autorización', 'Acceder gratis'])
      expect(policy).toContain(right);
    expect(policy).toContain('diez (10) días hábiles');
    expect(policy).toContain('quince (15) días hábiles');
    expect(policy).toContain('mailto:datos@camello.example');
    expect(terms).toContain('leyes de la República de Colombia');
  });
});
