import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig, haproxyTemplate } from './cluster.ts';

const template = () => readFile(haproxyTemplate, 'utf8');
const composeConfigFile = path.join(path.dirname(haproxyTemplate), 'compose.cfg');
/** compose.yaml's proxy: port 8080, the two app services on their port 3000. */
const composeConfig = async () => haproxyConfig(await template(), '*:8080', ['app1:3000', 'app2:3000']);

describe('the HAProxy configuration of a cluster', () => {
  it('names one server per instance, health-checked on /api/health', async () => {
    const config = haproxyConfig(await template(), '0.0.0.0:3000', [
      '127.0.0.1:3001',
      '127.0.0.1:3002',
      '127.0.0.1:3003',
    ]);
    expect(config).toContain('bind 0.0.0.0:3000');
    expect(config.match(/^ {2}server app\d 127\.0\.0\.1:\d+$/gm)).toEqual([
      '  server app1 127.0.0.1:3001',
      '  server app2 127.0.0.1:3002',
      '  server app3 127.0.0.1:3003',
    ]);
    expect(config).toContain('http-check send meth GET uri /api/health ver HTTP/1.1');
    expect(config).not.toContain('{{');
  });

  it("keeps compose.yaml's proxy configuration the template filled in for it", async () => {
    // UPDATE_COMPOSE_PROXY_CONFIG=1 npx vitest run apps/server/src/cluster writes it again.
    if (process.env.UPDATE_COMPOSE_PROXY_CONFIG) await writeFile(composeConfigFile, await composeConfig());
    expect(await readFile(composeConfigFile, 'utf8')).toBe(await composeConfig());
  });

  it.skipIf(!existsSync('/usr/sbin/haproxy'))('is a configuration HAProxy accepts', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'camello-haproxy-'));
    try {
      const file = path.join(directory, 'haproxy.cfg');
      await writeFile(
        file,
        haproxyConfig(await template(), '127.0.0.1:3000', ['127.0.0.1:3001', '127.0.0.1:3002']),
      );
      const check = spawnSync('/usr/sbin/haproxy', ['-c', '-f', file], { encoding: 'utf8' });
      expect(check.status, check.stderr).toBe(0);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});
