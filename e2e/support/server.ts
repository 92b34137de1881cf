import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stopProcess } from '../../apps/server/src/stop-process.ts';
import { freePort } from './free-port.ts';
import { repositoryRoot } from './paths.ts';

export type RunningServer = {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  readonly baseUrl: string;
  /** The embedded database's directory (a fresh temporary one). */
  readonly dataDir: string;
  /** Where the server's stdout and stderr go. */
  readonly logFile: string;
  /** The server's process id (benchmarks read its CPU time). */
  readonly pid: number | undefined;
  stop(): Promise<void>;
};

export type StartServerOptions = {
  /** Demo vacancies the seed creates. */
  seedVacancies: number;
  /** Runs with the fresh data directory before the server opens it (fixtures, extra rows). */
  prepareDataDir?: (dataDir: string) => Promise<unknown>;
  /** Extra environment for the server process (`PUBLIC_ORIGIN: ''` leaves the public origin unset). */
  env?: Record<string, string>;
};

const nodeBinary = path.join(repositoryRoot, 'node_modules', '.bin', 'node');
const artifactsDirectory = path.join(repositoryRoot, 'e2e', '.artifacts');
const startupTimeoutMs = 240_000;

/**
 * Starts the production server (`apps/server/src/main.ts`: the API and the built web app) on a free
 * port with a fresh embedded database, and resolves once `/api/health` answers 200.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'camello-e2e-'));
  await options.prepareDataDir?.(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  await mkdir(artifactsDirectory, { recursive: true });
  const logFile = path.join(artifactsDirectory, `server-${port}.log`);
  const log = createWriteStream(logFile);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_VACANCIES: String(options.seedVacancies),
    LOG_LEVEL: 'warn',
    // As production must: the site's public origin set (here its own address) and no other.
    PUBLIC_ORIGIN: baseUrl,
    ALLOWED_PUBLIC_ORIGINS: '',
    ...options.env,
  };
  // Always the fresh embedded database, even when the shell points the integration suites at PostgreSQL.
  delete env.DATABASE_URL;
  delete env.API_ORIGIN;

  const child = spawn(nodeBinary, ['apps/server/src/main.ts'], { cwd: repositoryRoot, env, stdio: 'pipe' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);

  const stop = async () => {
    await stopProcess(child);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    const output = await readFile(logFile, 'utf8').catch(() => '');
    throw new Error(
      `${(error as Error).message}\n--- server output (${logFile}) ---\n${output.slice(-4000)}`,
    );
  }
  return { baseUrl, dataDir, logFile, pid: child.pid, stop };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + startupTimeoutMs;
  let exited: string | null = null;
  child.once('exit', (code, signal) => {
    exited = `the server exited early (code ${code}, signal ${signal})`;
  });
  while (Date.now() < deadline) {
    if (exited) throw new Error(exited);
    try {
      const response = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not report healthy on ${baseUrl}/api/health within ${startupTimeoutMs / 1000} s`,
  );
}
