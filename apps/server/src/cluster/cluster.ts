// Several Camello processes on one PostgreSQL behind HAProxy: what `npm run start:cluster` runs,
// and what the two-instance test and `npm run bench:load` start. Sessions, rate limits, caches and
// scheduled work already live in the database (or Redis), so the instances need nothing from each
// other; the proxy spreads visitors and steps around an instance that stops answering.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { stopProcess } from '../stop-process.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../../..');
const mainScript = path.join(repositoryRoot, 'apps', 'server', 'src', 'main.ts');
/** The proxy's configuration, with `{{bind}}` and `{{servers}}` to fill in. */
export const haproxyTemplate = path.join(repositoryRoot, 'deploy', 'haproxy', 'camello.cfg');

export type ClusterOptions = {
  /** Address and port the proxy listens on. */
  host: string;
  port: number;
  /** One instance per port, listening on 127.0.0.1. */
  instancePorts: readonly number[];
  /** Environment of every instance (DATABASE_URL among it); PORT and HOST are set per instance. */
  env: NodeJS.ProcessEnv;
  /** Start an instance again when it exits on its own, as a supervisor would. */
  restart: boolean;
  /** Where each process's output goes: `app1`, `app2`…, and `proxy`. */
  outputOf: (name: string) => Writable;
  /** Progress lines (startups, exits, restarts). */
  log: (line: string) => void;
  haproxyBinary?: string;
  /** How long an instance may take to report healthy (a first boot migrates and seeds). */
  startupTimeoutMs?: number;
};

export type ClusterInstance = {
  /** 1-based, as in the proxy's `server appN` lines. */
  readonly number: number;
  readonly url: string;
  pid(): number | undefined;
  /** Sends a signal to the instance's process (`SIGKILL` to test a crash). */
  kill(signal: NodeJS.Signals): void;
  /** Resolves once the instance answers its health check (again, after a restart). */
  healthy(): Promise<void>;
};

export type RunningCluster = {
  /** The proxy: `http://127.0.0.1:PORT`. */
  readonly url: string;
  readonly instances: readonly ClusterInstance[];
  stop(): Promise<void>;
};

/** Renders the proxy's configuration for these instances (`host:port` each, named app1, app2…). */
export function haproxyConfig(template: string, bind: string, instances: readonly string[]): string {
  const servers = instances.map((address, index) => `  server app${index + 1} ${address}`).join('\n');
  return template.replace('{{bind}}', bind).replace('{{servers}}', servers);
}

/** Starts the instances, waits until each reports healthy, then starts the proxy in front of them. */
export async function startCluster(options: ClusterOptions): Promise<RunningCluster> {
  if (!options.env.DATABASE_URL)
    throw new Error('A cluster needs DATABASE_URL: the instances share one PostgreSQL database');
  const startupTimeoutMs = options.startupTimeoutMs ?? 300_000;
  let stopping = false;
  const supervised = options.instancePorts.map((port, index) =>
    superviseInstance({ ...options, number: index + 1, port, startupTimeoutMs, isStopping: () => stopping }),
  );
  const workDirectory = await mkdtemp(path.join(tmpdir(), 'camello-cluster-'));
  let proxy: ChildProcess | null = null;
  const stop = async () => {
    stopping = true;
    await Promise.all([...(proxy ? [stopProcess(proxy)] : []), ...supervised.map((each) => each.stop())]);
    await rm(workDirectory, { recursive: true, force: true });
  };
  try {
    await Promise.all(supervised.map((each) => each.instance.healthy()));
    const configFile = path.join(workDirectory, 'haproxy.cfg');
    const bind = `${options.host}:${options.port}`;
    await writeFile(
      configFile,
      haproxyConfig(
        await readFile(haproxyTemplate, 'utf8'),
        bind,
        options.instancePorts.map((port) => `127.0.0.1:${port}`),
      ),
    );
    const started = spawn(options.haproxyBinary ?? haproxyBinary(), ['-db', '-f', configFile], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout.pipe(options.outputOf('proxy'), { end: false });
    started.stderr.pipe(options.outputOf('proxy'), { end: false });
    proxy = started;
    const url = `http://${options.host === '0.0.0.0' ? '127.0.0.1' : options.host}:${options.port}`;
    await waitForHealth(url, started, 60_000);
    options.log(`proxy (HAProxy) on ${url} in front of ${options.instancePorts.length} instances`);
    return { url, instances: supervised.map((each) => each.instance), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

type InstanceOptions = ClusterOptions & {
  number: number;
  port: number;
  startupTimeoutMs: number;
  isStopping: () => boolean;
};

function superviseInstance(options: InstanceOptions): { instance: ClusterInstance; stop(): Promise<void> } {
  const url = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess;
  let health: Promise<void>;
  const launch = () => {
    child = spawn(process.execPath, [mainScript], {
      cwd: repositoryRoot,
      // Without API_ORIGIN each instance's pages call its own API in process.
      env: { ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(options.outputOf(`app${options.number}`), { end: false });
    child.stderr?.pipe(options.outputOf(`app${options.number}`), { end: false });
    const current = child;
    health = waitForHealth(url, current, options.startupTimeoutMs);
    health.then(
      () => options.log(`app${options.number} healthy on ${url} (pid ${current.pid})`),
      () => {},
    );
    current.once('exit', (code, signal) => {
      if (options.isStopping()) return;
      options.log(`app${options.number} exited (code ${code}, signal ${signal})`);
      if (options.restart) setTimeout(() => options.isStopping() || launch(), 1_000).unref();
    });
  };
  launch();
  return {
    instance: {
      number: options.number,
      url,
      pid: () => child.pid,
      kill: (signal) => child.kill(signal),
      healthy: () => health,
    },
    stop: () => stopProcess(child),
  };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `${url} exited before it was healthy (code ${child.exitCode}, signal ${child.signalCode})`,
      );
    const status = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not report healthy within ${timeoutMs / 1000} s`);
}

/** Debian installs HAProxy in /usr/sbin, which is not on every user's PATH. */
function haproxyBinary(): string {
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';
}
