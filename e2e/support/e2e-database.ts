import { spawn } from 'node:child_process';
import path from 'node:path';
import type { LinkInDescriptionFixture } from './link-in-description.ts';
import { repositoryRoot } from './paths.ts';

/** What the prepared database holds beyond the seed, for tests to reach it. */
export type E2eFixtures = {
  /** A vacancy closed after seeding: its page answers 410. */
  readonly closedJobSlug: string;
  /** A vacancy whose description holds an unsafe link before a safe one. */
  readonly linkInDescription: LinkInDescriptionFixture;
};

export type PrepareE2eDatabaseOptions = {
  /** One company and vacancy per XSS payload (true by default; benchmarks leave them out). */
  readonly xssFixtures?: boolean;
};

/**
 * Migrates and seeds a fresh embedded database and adds the test fixtures, in a child process
 * so that the test runner never holds a PGlite instance (PGlite has no directory lock).
 */
export function prepareE2eDatabase(
  dataDir: string,
  seedVacancies: number,
  options: PrepareE2eDatabaseOptions = {},
): Promise<E2eFixtures> {
  const script = path.join(repositoryRoot, 'e2e', 'support', 'seed-e2e-database.ts');
  const child = spawn(path.join(repositoryRoot, 'node_modules', '.bin', 'node'), [script], {
    cwd: repositoryRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_VACANCIES: String(seedVacancies),
      E2E_XSS_FIXTURES: options.xssFixtures === false ? '0' : '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const lastLine = stdout.trim().split('\n').at(-1) ?? '';
      if (code === 0) resolve(JSON.parse(lastLine) as E2eFixtures);
      else
        reject(
          new Error(`Preparing the end-to-end database failed (exit code ${code}):\n${stderr.slice(-4000)}`),
        );
    });
  });
}
