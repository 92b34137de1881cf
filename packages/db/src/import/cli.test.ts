import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../driver/open-database.ts';
import { migrate } from '../migrations/migrate.ts';
import { seed } from '../seed/seed.ts';
import { insertTestCompany } from './fixtures/test-company.ts';

// The CLI always runs on its own PGlite directory here, whatever DATABASE_URL the suite has.
const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const node24 = join(repositoryRoot, 'node_modules/.bin/node');
const cli = join(repositoryRoot, 'packages/db/src/import/cli.ts');

let directory: string;
let dataDir: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'camello-import-cli-'));
  dataDir = join(directory, 'data');
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await seed(db, { vacancies: 0, log: () => {} });
    await insertTestCompany(db);
  } finally {
    await db.close();
  }
});

afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs the CLI as `npm run import` would from the fixtures folder. */
function runCli(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(node24, [cli, ...args], {
    cwd: repositoryRoot,
    env: { ...inherited, INIT_CWD: fixtures, DATA_DIR: dataDir, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run import', () => {
  it('exits 0 when every row is imported, and counts updates on the next run', async () => {
    const first = await runCli(['vacancies.json']);
    expect(first).toEqual({
      code: 0,
      stdout: 'Importación de vacancies.json: 2 vacantes nuevas, 0 actualizadas, 0 filas rechazadas.\n',
      stderr: '',
    });
    const second = await runCli(['vacancies.json']);
    expect(second.code).toBe(0);
    expect(second.stdout).toBe(
      'Importación de vacancies.json: 0 vacantes nuevas, 2 actualizadas, 0 filas rechazadas.\n',
    );
  });

  it('exits 1 and lists each rejected row by line when some rows are rejected', async () => {
    const run = await runCli(['vacancies.csv']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(
      [
        'Importación de vacancies.csv: 3 vacantes nuevas, 0 actualizadas, 3 filas rechazadas.',
        '  línea 5 (externalId TAN-003): la ciudad «Gotham» no existe',
        '  línea 6 (externalId TAN-004): el salario mínimo es mayor que el máximo',
        '  línea 7 (externalId TAN-005): la empresa «Acme Inexistente» no existe',
        '',
      ].join('\n'),
    );
  });

  it('lists rejected JSON elements by index', async () => {
    const run = await runCli(['invalid-rows.json']);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      '  índice 1 (externalId TAN-202): la ocupación «Domador de dragones» no existe\n',
    );
  });

  it('migrates a new database before importing', async () => {
    const freshDir = join(directory, 'fresh');
    const run = await runCli(['vacancies.json'], { DATA_DIR: freshDir });
    // A database without reference data knows no company: the rows are rejected, not lost in an error.
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      'índice 0 (externalId TAN-101): la empresa «Transportes Andinos Ñandú S.A.S.» no existe',
    );
    const db = await openDatabase({ dataDir: freshDir });
    try {
      const { rows } = await db.query<{ count: number }>('SELECT count(*) AS count FROM schema_migrations');
      expect(rows[0]?.count).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });

  it.each([
    [[], 'Indica un solo archivo de vacantes.'],
    [['vacancies.json', 'vacancies.csv'], 'Indica un solo archivo de vacantes.'],
    [['no-existe.json'], `No se pudo leer «${join(fixtures, 'no-existe.json')}»: no existe.`],
    [['vacancies.json', '--format', 'xml'], 'El formato «xml» no existe: usa json o csv.'],
    [['vacancies.json', '--verbose'], 'Las opciones no son válidas'],
    [['test-company.ts'], 'usa un archivo .json o .csv'],
  ])('exits 2 without touching the database for %j', async (args, message) => {
    const untouched = join(directory, 'never-created');
    const run = await runCli(args, { DATA_DIR: untouched });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stdout).toBe('');
    expect(existsSync(untouched)).toBe(false);
  });

  it('exits 2 for a file that is not a feed', async () => {
    const broken = join(directory, 'broken.csv');
    await writeFile(broken, 'externalId,company,title,cities\nA-1,"acme,Auxiliar,Cali\n');
    const run = await runCli([broken]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('El CSV está mal formado');
  });

  it('reads a file with another extension in the format given', async () => {
    const feed = join(directory, 'feed.txt');
    await writeFile(feed, 'externalId,company,title,cities\nTXT-1,transportes-andinos-nandu,Auxiliar,Cali\n');
    const run = await runCli([feed, '--format', 'csv']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('1 vacante nueva');
  });

  it('creates the companies of an aggregator feed with --create-companies', async () => {
    const feed = join(directory, 'aggregator.csv');
    await writeFile(
      feed,
      'externalId,company,title,cities\nAGG-1,ADECCO COLOMBIA S A,Auxiliar de bodega,Toda Colombia\n' +
        'AGG-2,Adecco Colombia S.A.,Operario de producción,Antioquia\n',
    );
    const refused = await runCli([feed]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('la empresa «ADECCO COLOMBIA S A» no existe');
    const run = await runCli([feed, '--create-companies']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('2 vacantes nuevas');
  });

  it('exits 3 when the database cannot be opened', async () => {
    const db = await openDatabase({ dataDir });
    try {
      const run = await runCli(['vacancies.json']);
      expect(run.code).toBe(3);
      expect(run.stderr).toContain('No se pudo completar la importación');
    } finally {
      await db.close();
    }
  });
});
