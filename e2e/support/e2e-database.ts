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
  /** A partner app registered with `npm run oauth:client`, for the consent page. */
  readonly partnerApp: PartnerAppFixture;
};

export type PartnerAppFixture = {
  readonly name: string;
  readonly clientId: string;
  readonly clientSecret: string;
  readonly redirectUri: string;
};

export type PrepareE2eDatabaseOptions = {
  /** One company and vacancy per XSS payload (true by default; benchmarks leave them out). */
  readonly xssFixtures?: boolean;
};

/**
 * Migrates and seeds a fresh embedded database and adds the test fixtures, in a child process
 * so that the test runner never holds a PGlite instance (PGlite has no directory lock).
 */
export async function prepareE2eDatabase(
  dataDir: string,
  seedVacancies: number,
  options: PrepareE2eDatabaseOptions = {},
): Promise<E2eFixtures> {
  const printed = await runNode(path.join(repositoryRoot, 'e2e', 'support', 'seed-e2e-database.ts'), [], {
    DATA_DIR: dataDir,
    SEED_VACANCIES: String(seedVacancies),
    E2E_XSS_FIXTURES: options.xssFixtures === false ? '0' : '1',
  });
  const seeded = JSON.parse(printed.trim().split('\n').at(-1) ?? '') as Omit<E2eFixtures, 'partnerApp'>;
  return { ...seeded, partnerApp: await registerPartnerApp(dataDir) };
}

/** Registers a partner app with the command an operator runs, and reads what it prints. */
async function registerPartnerApp(dataDir: string): Promise<PartnerAppFixture> {
  const app = { name: 'Agencia Aliada', redirectUri: 'https://aliada.example/camello/callback' };
  const script = path.join(repositoryRoot, 'apps', 'api', 'src', 'partner-apps', 'register-client-cli.ts');
  const printed = await runNode(script, ['--name', app.name, '--redirect-uri', app.redirectUri], {
    DATA_DIR: dataDir,
    // The embedded database of the run, even when the shell points at PostgreSQL.
    DATABASE_URL: '',
  });
  const clientId = /client_id:\s+(\S+)/.exec(printed)?.[1];
  const clientSecret = /client_secret:\s+(\S+)/.exec(printed)?.[1];
  if (!clientId || !clientSecret) throw new Error(`oauth:client printed no credentials:\n${printed}`);
  return { ...app, clientId, clientSecret };
}

/** Runs a script on the project's Node with `env` added; answers what it printed. */
function runNode(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const child = spawn(path.join(repositoryRoot, 'node_modules', '.bin', 'node'), [script, ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...env },
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
      if (code === 0) resolve(stdout);
      else
        reject(
          new Error(`Preparing the end-to-end database failed (exit code ${code}):\n${stderr.slice(-4000)}`),
        );
    });
  });
}
