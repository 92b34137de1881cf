import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { inject } from 'vitest';
import type { Db } from '../driver/db.ts';
import { type OpenDatabaseOptions, openDatabase } from '../driver/open-database.ts';
import type { TestTemplates } from './global-setup.ts';
import { clonePgliteTemplate } from './pglite-templates.ts';
import { createTestDatabase, databaseUrl, dropTestDatabase } from './postgres-templates.ts';

/**
 * A private database for the calling test file: migrated and seeded with `testDataset`, copied from
 * the template the global setup built. PGlite by default, PostgreSQL when DATABASE_URL is set.
 * Closing it deletes it.
 */
export function openTestDatabase(): Promise<Db> {
  return openCopy('seeded');
}

/** A private database with nothing in it, not even the migrations: for migration and seed tests. */
export function openEmptyTestDatabase(): Promise<Db> {
  return openCopy('empty');
}

/**
 * A private seeded database that the test opens itself, maybe from other processes (the PGlite
 * directory from one at a time): how to open it, and how to delete it once every process closed it.
 */
export async function testDatabaseLocation(): Promise<{
  options: OpenDatabaseOptions;
  drop(): Promise<void>;
}> {
  return copyLocation('seeded');
}

async function copyLocation(
  kind: 'seeded' | 'empty',
): Promise<{ options: OpenDatabaseOptions; drop(): Promise<void> }> {
  const templates = providedTemplates();
  // Unique without a counter: test files in worker threads share a process id and each starts
  // its own count.
  const name = `${kind}_${randomBytes(6).toString('hex')}`;
  if (templates.kind === 'pglite') {
    const dataDir = await clonePgliteTemplate(
      kind === 'seeded' ? templates.seededDir : templates.emptyDir,
      templates.runDir,
      name,
    );
    return { options: { dataDir }, drop: () => rm(dataDir, { recursive: true, force: true }) };
  }
  const database = await createTestDatabase(
    templates,
    name,
    kind === 'seeded' ? templates.seededTemplate : null,
  );
  return {
    options: { databaseUrl: databaseUrl(templates.adminUrl, database) },
    drop: () => dropTestDatabase(templates.adminUrl, database),
  };
}

async function openCopy(kind: 'seeded' | 'empty'): Promise<Db> {
  const copy = await copyLocation(kind);
  return withCleanup(await openDatabase(copy.options), copy.drop);
}

function withCleanup(db: Db, cleanup: () => Promise<void>): Db {
  return {
    ...db,
    async close() {
      await db.close();
      await cleanup();
    },
  };
}

function providedTemplates(): TestTemplates {
  const templates = inject('camelloDbTemplates');
  if (!templates) {
    throw new Error(
      'No test database templates: add "packages/db/src/testing/global-setup.ts" to the globalSetup of ' +
        'this Vitest project (see packages/db/README.md).',
    );
  }
  return templates;
}
