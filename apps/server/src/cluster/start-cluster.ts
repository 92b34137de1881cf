// `npm run start:cluster`: CLUSTER_INSTANCES Camello processes (2 by default) on the PostgreSQL of
// DATABASE_URL, on ports PORT+1…PORT+N, behind HAProxy on PORT. An instance that dies is started
// again; SIGINT or SIGTERM stops them all. docs/operations.md, "Several instances".
import { Transform } from 'node:stream';
import { z } from 'zod';
import { loadConfig } from '../config.ts';
import { startCluster } from './cluster.ts';

const clusterSchema = z.object({
  CLUSTER_INSTANCES: z.coerce.number().int().min(1).max(16).default(2),
  DATABASE_URL: z.string({ error: 'DATABASE_URL must name the PostgreSQL database the instances share' }),
});

function prefixed(name: string): Transform {
  let pending = '';
  return new Transform({
    transform(chunk, _encoding, done) {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      done(null, lines.map((line) => `[${name}] ${line}\n`).join(''));
    },
  });
}

try {
  const config = loadConfig();
  const { CLUSTER_INSTANCES: instances } = clusterSchema.parse(process.env);
  const outputs = new Map<string, Transform>();
  const cluster = await startCluster({
    host: config.HOST,
    port: config.PORT,
    instancePorts: Array.from({ length: instances }, (_, index) => config.PORT + index + 1),
    env: process.env,
    restart: true,
    outputOf: (name) => {
      let output = outputs.get(name);
      if (!output) {
        output = prefixed(name);
        output.pipe(process.stdout);
        outputs.set(name, output);
      }
      return output;
    },
    log: (line) => process.stdout.write(`[cluster] ${line}\n`),
  });
  const shutdown = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
} catch (error) {
  process.stderr.write(
    `[cluster] could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
