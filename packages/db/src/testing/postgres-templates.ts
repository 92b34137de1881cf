import pg from 'pg';
import { openDatabase } from '../driver/open-database.ts';
import { migrate } from '../migrations/migrate.ts';
import { seed } from '../seed/seed.ts';
import { testDataset } from './test-dataset.ts';

export type PostgresTemplates = {
  kind: 'postgres';
  adminUrl: string;
  seededTemplate: string;
  runPrefix: string;
};

/** Builds (or reuses) a migrated + seeded template database on the server of `adminUrl`. */
export async function preparePostgresTemplates(
  adminUrl: string,
  key: string,
  runId: string,
): Promise<PostgresTemplates> {
  const seededTemplate = `camello_tpl_${key}`;
  await withAdmin(adminUrl, async (admin) => {
    await dropStaleDatabases(admin, seededTemplate);
    if (await databaseExists(admin, seededTemplate)) return;
    const building = `${seededTemplate}_build_${process.pid}`;
    await admin.query(`DROP DATABASE IF EXISTS ${building}`);
    await admin.query(`CREATE DATABASE ${building}`);
    await admin.query(`COMMENT ON DATABASE ${building} IS '${Date.now()}'`);
    const db = await openDatabase({ databaseUrl: databaseUrl(adminUrl, building) });
    try {
      await migrate(db);
      await seed(db, { ...testDataset, log: () => {} });
    } finally {
      await db.close();
    }
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${seededTemplate}`);
    } catch (error) {
      // Another test run finished the same template first: use theirs.
      if (!(await databaseExists(admin, seededTemplate))) throw error;
      await admin.query(`DROP DATABASE ${building}`);
    }
  });
  return { kind: 'postgres', adminUrl, seededTemplate, runPrefix: `camello_t_${runId}` };
}

/** Creates a database of this run, copied from `template` or empty (migrations not applied). */
export async function createTestDatabase(
  templates: PostgresTemplates,
  name: string,
  template: string | null,
): Promise<string> {
  const database = `${templates.runPrefix}_${name}`;
  await withAdmin(templates.adminUrl, async (admin) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${database}${template ? ` TEMPLATE ${template}` : ''}`);
        return;
      } catch (error) {
        // "source database is being accessed by other users": another worker is copying it right now.
        if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return database;
}

export async function dropTestDatabase(adminUrl: string, database: string): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`));
}

/** Drops every database of a run (workers that crashed before closing theirs). */
export async function dropRunDatabases(templates: PostgresTemplates): Promise<void> {
  await withAdmin(templates.adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1 || '\\_%'",
      [templates.runPrefix],
    );
    for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
  });
}

const staleAfterMs = 60 * 60 * 1000;

/**
 * Drops templates of older code (their comment holds the build time) and databases of runs that
 * crashed (their name holds the run's start time).
 */
async function dropStaleDatabases(admin: pg.Client, currentTemplate: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; built_at: string | null }>(
    `SELECT d.datname, shobj_description(d.oid, 'pg_database') AS built_at
     FROM pg_database d WHERE d.datname LIKE 'camello\\_tpl\\_%' OR d.datname LIKE 'camello\\_t\\_%'`,
  );
  const cutoff = Date.now() - staleAfterMs;
  for (const { datname, built_at } of rows) {
    if (datname === currentTemplate) continue;
    const startedAt = datname.startsWith('camello_tpl_') ? Number(built_at) : Number(datname.split('_')[2]);
    if (Number.isFinite(startedAt) && startedAt > 0 && startedAt < cutoff) {
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
  }
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

async function databaseExists(admin: pg.Client, name: string): Promise<boolean> {
  const { rows } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  return rows.length > 0;
}
