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
import { localeCookie } from '../app/shared/locale.server.ts';
import { MissingWebBuildError, type WebPluginOptions, webPlugin } from './index.ts';

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

  const others: FastifyInstance[] = [];
  /** Another site on the same build, with these options. */
  async function siteWith(options: Omit<WebPluginOptions, 'apiOrigin' | 'buildDirectory'>) {
    const site = Fastify();
    others.push(site);
    await site.register(webPlugin, { apiOrigin: 'http://127.0.0.1:1', buildDirectory, ...options });
    return site;
  }

  afterAll(async () => {
    await Promise.all([app, ...others].map((site) => site?.close()));
    await rm(buildDirectory, { recursive: true, force: true });
  });

  it('renders unknown paths as the Spanish 404 page with a 404 status', async () => {
    const response = await app.inject({ method: 'GET', url: '/no-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<html lang="es-CO">');
    expect(response.body).toContain('No encontramos esta página');
    // A page whose route declares no caching is private.
    expect(response.headers['cache-control']).toBe('private, no-cache');
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

  it('reads the locale cookie it would write, and a cookie that does not decode is no choice', async () => {
    const english = await app.inject({
      url: '/no-existe',
      headers: { cookie: (await localeCookie.serialize('en-US')).split(';')[0] },
    });
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('<html lang="en-US">');
    for (const cookie of [
      'camello_locale=%E0',
      'camello_locale=%',
      'camello_locale="',
      'camello_locale=en-US',
    ]) {
      const response = await app.inject({ url: '/no-existe', headers: { cookie } });
      expect(response.statusCode, cookie).toBe(404);
      expect(response.body, cookie).toContain('<html lang="es-CO">');
    }
    // A stream timer that outlived its render used to throw here, uncaught, and end the process.
    await new Promise((resolve) => setTimeout(resolve, 6_500));
    expect((await app.inject({ url: '/no-existe' })).statusCode).toBe(404);
  }, 20_000);

  it('answers methods pages do not take with 405 and an Allow list, as an HTML page', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'OPTIONS', 'PROPFIND'] as const) {
      const response = await app.inject({ method, url: '/empleos' });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD, POST');
      expect(response.headers['content-type'], method).toBe('text/html; charset=utf-8');
      expect(response.body, method).toContain('No pudimos atender tu solicitud');
    }
  });

  it('answers an invalid Host with 400, before any rendering', async () => {
    for (const host of ['a b', '[', 'a:99999', 'a/b']) {
      const response = await app.inject({ url: '/empleos', headers: { host } });
      expect(response.statusCode, host).toBe(400);
      expect(response.body, host).toContain('No pudimos atender tu solicitud');
    }
  });

  it('never builds a URL on a Host it was not told to trust', async () => {
    const robots = async (site: FastifyInstance, host: string) => {
      const response = await site.inject({ url: '/robots.txt', headers: { host } });
      return { sitemap: response.body.match(/^Sitemap: (.*)$/m)?.[1], vary: response.headers.vary };
    };
    // Without a public origin, the server's own address: Fastify's injected requests have none.
    expect(await robots(app, 'evil.example')).toEqual({
      sitemap: 'http://localhost/sitemap.xml',
      vary: 'Accept-Encoding',
    });
    const configured = await siteWith({
      publicOrigin: 'https://camello.example',
      allowedOrigins: ['https://evil.example'],
    });
    expect((await robots(configured, 'evil.example')).sitemap).toBe('https://camello.example/sitemap.xml');
    const allowing = await siteWith({ allowedOrigins: ['https://staging.camello.example'] });
    expect(await robots(allowing, 'staging.camello.example')).toEqual({
      sitemap: 'https://staging.camello.example/sitemap.xml',
      vary: 'Host, Accept-Encoding',
    });
    expect((await robots(allowing, 'evil.example')).sitemap).toBe('http://localhost/sitemap.xml');
  });
});
