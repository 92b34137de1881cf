import type { Writable } from 'node:stream';
import { type RunningCluster, startCluster } from '../../apps/server/src/cluster/cluster.ts';
import { freePort } from './free-port.ts';

/**
 * Two production instances behind HAProxy on free ports of the loopback, on `databaseUrl` (seeded
 * with `seedVacancies`), not restarted when they exit: what the cluster suite and bench:load run.
 * Their output goes to `output`.
 */
export async function startLocalCluster({
  databaseUrl,
  dataDir,
  seedVacancies,
  output,
  log,
}: {
  databaseUrl: string;
  dataDir: string;
  seedVacancies: string;
  output: Writable;
  log: (line: string) => void;
}): Promise<RunningCluster> {
  const port = await freePort();
  return startCluster({
    host: '127.0.0.1',
    port,
    instancePorts: [await freePort(), await freePort()],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_VACANCIES: seedVacancies,
      LOG_LEVEL: 'warn',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ALLOWED_PUBLIC_ORIGINS: '',
    },
    restart: false,
    outputOf: () => output,
    log,
  });
}
