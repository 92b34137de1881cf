import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { type PgliteTemplates, preparePgliteTemplates } from './pglite-templates.ts';
import { dropRunDatabases, type PostgresTemplates, preparePostgresTemplates } from './postgres-templates.ts';
import { templateKey } from './template-key.ts';

export type TestTemplates = PgliteTemplates | PostgresTemplates;

declare module 'vitest' {
  export interface ProvidedContext {
    camelloDbTemplates: TestTemplates;
  }
}

/**
 * Vitest global setup: builds the template databases once per run (PGlite data directories, or
 * template databases on the PostgreSQL server of DATABASE_URL) for openTestDatabase() to copy.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const key = templateKey();
  const runId = `${Date.now()}_${process.pid}`;
  const databaseUrl = process.env.DATABASE_URL;
  const templates: TestTemplates = databaseUrl
    ? await preparePostgresTemplates(databaseUrl, key, runId)
    : await preparePgliteTemplates(key, runId);
  project.provide('camelloDbTemplates', templates);
  return async () => {
    if (templates.kind === 'postgres') await dropRunDatabases(templates);
    else await rm(templates.runDir, { recursive: true, force: true });
  };
}
