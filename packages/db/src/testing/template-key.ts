import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { referenceDataDirectory } from '../seed/reference-files.ts';
import { testDataset } from './test-dataset.ts';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Fingerprint of what shapes a test template (migrations, driver and seed code and texts, reference data, data set):
 * a template is rebuilt exactly when one of them changes.
 */
export function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(testDataset));
  for (const file of sourceFiles(join(packageRoot, 'migrations')))
    hash.update(file).update(readFileSync(file));
  for (const part of ['driver', 'migrations', 'seed']) {
    for (const file of sourceFiles(join(packageRoot, 'src', part)))
      hash.update(file).update(readFileSync(file));
  }
  const referenceDir = referenceDataDirectory();
  for (const name of [
    'co-departments.csv',
    'co-municipalities.csv',
    'co-occupations.csv',
    'co-occupation-titles.csv',
  ]) {
    const stat = statSync(join(referenceDir, name), { throwIfNoEntry: false });
    hash.update(`${name}:${stat?.size}:${stat?.mtimeMs}`);
  }
  return hash.digest('hex').slice(0, 16);
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(ts|sql|html)$/.test(file) && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => join(directory, file));
}
