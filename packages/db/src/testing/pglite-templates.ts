import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lockFileName } from '../driver/data-dir-lock.ts';
import { openDatabase } from '../driver/open-database.ts';
import { migrate } from '../migrations/migrate.ts';
import { seed } from '../seed/seed.ts';
import { testDataset } from './test-dataset.ts';

export const pgliteTestRoot = join(tmpdir(), 'camello-db-test');

export type PgliteTemplates = { kind: 'pglite'; emptyDir: string; seededDir: string; runDir: string };

const staleAfterMs = 60 * 60 * 1000;

/** Builds (or reuses) a freshly initialized and a migrated + seeded PGlite data directory. */
export async function preparePgliteTemplates(key: string, runId: string): Promise<PgliteTemplates> {
  await mkdir(pgliteTestRoot, { recursive: true });
  await removeStaleEntries(key);
  const emptyDir = await buildOnce(join(pgliteTestRoot, `template-${key}-empty`), async () => {});
  const seededDir = await buildOnce(join(pgliteTestRoot, `template-${key}-seeded`), async (dataDir) => {
    const db = await openDatabase({ dataDir });
    try {
      await migrate(db);
      await seed(db, { ...testDataset, log: () => {} });
    } finally {
      await db.close();
    }
  });
  const runDir = join(pgliteTestRoot, `run-${runId}`);
  await mkdir(runDir, { recursive: true });
  return { kind: 'pglite', emptyDir, seededDir, runDir };
}

/** Copies a template into a new directory of this run. */
export async function clonePgliteTemplate(
  templateDir: string,
  runDir: string,
  name: string,
): Promise<string> {
  const dataDir = join(runDir, name);
  await cp(templateDir, dataDir, {
    recursive: true,
    filter: (source) => !source.endsWith(lockFileName),
  });
  return dataDir;
}

// Built aside and renamed into place, so a half-built template is never used.
async function buildOnce(finalDir: string, fill: (dataDir: string) => Promise<void>): Promise<string> {
  if (await exists(finalDir)) return finalDir;
  const buildDir = `${finalDir}.building-${process.pid}`;
  await rm(buildDir, { recursive: true, force: true });
  const db = await openDatabase({ dataDir: buildDir });
  await db.close();
  await fill(buildDir);
  try {
    await rename(buildDir, finalDir);
  } catch (error) {
    // Another test run finished the same template first: use theirs.
    if (!(await exists(finalDir))) throw error;
    await rm(buildDir, { recursive: true, force: true });
  }
  return finalDir;
}

/** Removes templates of older code and directories left by crashed runs. */
async function removeStaleEntries(key: string): Promise<void> {
  const now = Date.now();
  for (const entry of await readdir(pgliteTestRoot)) {
    if (entry.startsWith(`template-${key}-`) && !entry.includes('.building-')) continue;
    const path = join(pgliteTestRoot, entry);
    const modified = (await stat(path)).mtimeMs;
    if (now - modified > staleAfterMs) await rm(path, { recursive: true, force: true });
  }
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}
