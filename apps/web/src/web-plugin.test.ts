import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MissingWebBuildError, webPlugin } from './index.ts';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
// Inside the workspace so that the server build resolves react-router and react from node_modules.
const buildDirectory = path.join(webRoot, 'node_modules', '.cache', 'web-plugin-test');
const reactRouterCli = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')),
  'bin.cjs',
);

describe('webPlugin without a build', () => {
  it('refuses to start and says how to build', async () => {
    const empty = await mkdtemp(path.join(os.tmpdir(), 'camello-web-'));
    const app = Fastify();
    try {
      await expect(
        app.register(webPlugin, { apiOrigin: 'http://127.0.0.1:1', buildDirectory: empty }),
      ).rejects.toThrow(MissingWebBuildError);
      await expect(
        Fastify().register(webPlugin, { apiOrigin: 'http://127.0.0.1:1', buildDirectory: empty }),
      ).rejects.toThrow('npm run build -w @camello/web');
    } finally {
      await app.close();
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('webPlugin with a build', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    await rm(buildDirectory, { recursive: true, force: true });
    await promisify(execFile)(process.execPath, [reactRouterCli, 'build'], {
      cwd: webRoot,
      env: { ...process.env, CAMELLO_WEB_BUILD_DIR: buildDirectory },
    });
    app = Fastify();
    // An API sibling, as main.ts mounts it, to check that the site leaves its paths alone.
    await app.register(
      async (api) => {
        api.get('/health', async () => ({ status: 'ok' }));
      },
      { prefix: '/api' },
    );
    await app.register(webPlugin, { apiOrigin: 'http://127.0.0.1:1', buildDirectory });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await rm(buildDirectory, { recursive: true, force: true });
  });

  it('renders unknown paths as the Spanish 404 page with a 404 status', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="es-CO">');
    expect(response.body).toContain('No encontramos esta página');
  });

  it('compresses pages for clients that accept gzip', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/no-existe',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toContain('No encontramos esta página');
  });

  it('redirects the home page to the jobs listing', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/empleos');
  });

  it('answers 500 with the Spanish error page when the API cannot be reached', async () => {
    const response = await app.inject({ method: 'GET', url: '/empleos' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('Algo salió mal');
    expect(response.body).not.toContain('ECONNREFUSED');
  });

  it('caches hashed assets for a year and other static files briefly', async () => {
    const script = (await readdir(path.join(buildDirectory, 'client', 'assets'))).find((name) =>
      name.endsWith('.js'),
    );
    const asset = await app.inject({ method: 'GET', url: `/assets/${script}` });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('leaves API paths and missing assets to the plain JSON 404', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok' });
    for (const url of ['/api/no-existe', '/assets/no-existe.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});
