import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import type { Db } from '../driver/db.ts';

export type Migration = { version: number; name: string; sql: string; checksum: string };

export const migrationsDirectory = new URL('../../migrations/', import.meta.url);

const fileNamePattern = /^(\d{4})_([a-z0-9_]+)\.sql$/;

// Any constant works, as long as every instance uses the same one.
const migrationLockKey = 7_001_202_611;

/** Reads `migrations/NNNN_name.sql` in version order. */
export async function loadMigrations(directory: URL = migrationsDirectory): Promise<Migration[]> {
  const files = (await readdir(directory)).filter((file) => file.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const file of files) {
    const match = fileNamePattern.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new Error(`Migration file ${file} must be named NNNN_lower_snake_case.sql`);
    }
    const version = Number(match[1]);
    if (migrations.some((migration) => migration.version === version)) {
      throw new Error(`Two migration files share version ${match[1]}`);
    }
    const sql = await readFile(new URL(file, directory), 'utf8');
    const checksum = createHash('sha256').update(sql).digest('hex');
    migrations.push({ version, name: match[2], sql, checksum });
  }
  return migrations;
}

type AppliedMigration = { version: number; checksum: string };

/**
 * Applies pending migrations in order, each in its own transaction. A transaction-scoped advisory
 * lock makes instances that start together apply each migration exactly once.
 * Returns the versions this call applied.
 */
export async function migrate(db: Db, migrations?: Migration[]): Promise<number[]> {
  const all = migrations ?? (await loadMigrations());
  const alreadyApplied = await readAppliedMigrations(db);
  const appliedNow: number[] = [];
  for (const migration of all) {
    const applied = alreadyApplied.get(migration.version);
    if (applied) {
      assertUnchanged(migration, applied.checksum);
      continue;
    }
    const ranHere = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLockKey]);
      await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        version integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
      const { rows } = await tx.query<AppliedMigration>(
        'SELECT version, checksum FROM schema_migrations WHERE version = $1',
        [migration.version],
      );
      const appliedMeanwhile = rows[0];
      if (appliedMeanwhile) {
        assertUnchanged(migration, appliedMeanwhile.checksum);
        return false;
      }
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
      return true;
    });
    if (ranHere) appliedNow.push(migration.version);
  }
  return appliedNow;
}

async function readAppliedMigrations(db: Db): Promise<Map<number, AppliedMigration>> {
  const { rows: tables } = await db.query<{ present: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS present",
  );
  if (!tables[0]?.present) return new Map();
  const { rows } = await db.query<AppliedMigration>('SELECT version, checksum FROM schema_migrations');
  return new Map(rows.map((row) => [row.version, row]));
}

function assertUnchanged(migration: Migration, appliedChecksum: string): void {
  if (appliedChecksum !== migration.checksum) {
    const label = `${String(migration.version).padStart(4, '0')}_${migration.name}`;
    throw new Error(
      `Migration ${label} changed after it was applied to this database. ` +
        'Applied migrations are immutable: add a new migration instead (or recreate a development database).',
    );
  }
}
