import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../driver/db.ts';
import { openEmptyTestDatabase } from '../testing/index.ts';
import { loadMigrations, migrate } from './migrate.ts';

let db: Db | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

describe('loadMigrations', () => {
  // Numbers are handed out to work done in parallel, so one may land before a lower one.
  it('reads the numbered SQL files in increasing order', async () => {
    const migrations = await loadMigrations();
    expect(migrations.length).toBeGreaterThanOrEqual(6);
    const versions = migrations.map((migration) => migration.version);
    expect(versions.slice(0, 11)).toEqual(versions.slice(0, 11).map((_, index) => index + 1));
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(migrations[0]?.name).toBe('extensions_and_search');
  });
});

describe('migrate', () => {
  it('applies every migration to a fresh database, then nothing the second time', async () => {
    db = await openEmptyTestDatabase();
    const migrations = await loadMigrations();
    expect(await migrate(db)).toEqual(migrations.map((migration) => migration.version));
    expect(await migrate(db)).toEqual([]);
    const { rows } = await db.query<{ version: number; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations ORDER BY version',
    );
    expect(rows).toEqual(migrations.map(({ version, checksum }) => ({ version, checksum })));
  });

  it('creates the whole schema, constraints and the camello_es search configuration', async () => {
    db = await openEmptyTestDatabase();
    await migrate(db);
    const { rows: tables } = await db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'countries',
        'departments',
        'cities',
        'sectors',
        'occupation_categories',
        'occupations',
        'occupation_titles',
        'companies',
        'vacancies',
        'vacancy_cities',
        'vacancy_sectors',
        'vacancy_skills',
        'vacancy_questions',
        'users',
        'sessions',
        'candidates',
        'studies',
        'experiences',
        'analysts',
        'analyst_companies',
        'candidate_job_states',
        'applications',
        'application_events',
        'job_alerts',
        'landings',
        'terms_versions',
        'terms_acceptances',
        'referral_settings',
        'referrals',
        'books',
        'document_types',
        'mail_deliveries',
        'job_alert_digests',
      ]),
    );
    const { rows } = await db.query<{ folded: string }>(
      "SELECT to_tsvector('camello_es', 'Médicas enfermeras') :: text AS folded",
    );
    expect(rows[0]?.folded).toBe("'enfermer':2 'medic':1");
  });

  it('applies each migration once when two migrations run at the same time', async () => {
    db = await openEmptyTestDatabase();
    const [first, second] = await Promise.all([migrate(db), migrate(db)]);
    const all = (await loadMigrations()).map((migration) => migration.version);
    expect([...(first ?? []), ...(second ?? [])].sort((a, b) => a - b)).toEqual(all);
    const { rows } = await db.query<{ n: number }>('SELECT count(*) AS n FROM schema_migrations');
    expect(rows[0]?.n).toBe(all.length);
  });

  it('rolls back a failing migration entirely and records nothing for it', async () => {
    db = await openEmptyTestDatabase();
    const migrations = await loadMigrations();
    const broken = {
      // After the last one: numbers may have gaps while lower ones are still to land.
      version: Math.max(...migrations.map((migration) => migration.version)) + 1,
      name: 'broken',
      sql: 'CREATE TABLE half_done (id int); SELECT * FROM no_such_table;',
      checksum: 'x',
    };
    await expect(migrate(db, [...migrations, broken])).rejects.toMatchObject({ code: '42P01' });
    const { rows } = await db.query<{ half: boolean; recorded: number }>(
      `SELECT to_regclass('half_done') IS NOT NULL AS half,
         (SELECT count(*) FROM schema_migrations WHERE version = $1) AS recorded`,
      [broken.version],
    );
    expect(rows[0]).toEqual({ half: false, recorded: 0 });
    expect(await migrate(db, migrations)).toEqual([]);
  });

  it('refuses to run when an applied migration file was edited', async () => {
    db = await openEmptyTestDatabase();
    const migrations = await loadMigrations();
    await migrate(db, migrations);
    const edited = migrations.map((migration, index) =>
      index === 1 ? { ...migration, sql: `${migration.sql}\n-- edited`, checksum: 'edited' } : migration,
    );
    await expect(migrate(db, edited)).rejects.toThrow(
      /0002_places_and_classifications changed after it was applied/,
    );
  });
});
