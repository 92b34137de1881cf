import { spawn } from 'node:child_process';
import path from 'node:path';
import { repositoryRoot } from './paths.ts';

/**
 * Migrates and seeds a fresh embedded database and adds the security fixtures, in a child
 * process so that the test runner never holds a PGlite instance (PGlite has no directory lock).
 */
export function prepareE2eDatabase(dataDir: string, seedVacancies: number): Promise<void> {
  const script = path.join(repositoryRoot, 'e2e', 'support', 'seed-e2e-database.ts');
  const child = spawn(path.join(repositoryRoot, 'node_modules', '.bin', 'node'), [script], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir, SEED_VACANCIES: String(seedVacancies) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(`Preparing the end-to-end database failed (exit code ${code}):\n${stderr.slice(-4000)}`),
        );
    });
  });
}
