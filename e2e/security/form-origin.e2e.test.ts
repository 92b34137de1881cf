import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../support/server.ts';

/**
 * React Router refuses an action whose `Origin` is not the page request's origin. These servers
 * are reached on their own address, as behind a proxy, while the browser is on another origin.
 */
function postSignIn(server: RunningServer, host: string, origin: string): Promise<number> {
  const body = new URLSearchParams({
    email: 'nadie@example.com',
    password: 'una-clave-equivocada',
  }).toString();
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      new URL('/ingresar', server.baseUrl),
      {
        method: 'POST',
        headers: {
          Host: host,
          Origin: origin,
          'Content-Type': 'application/x-www-form-urlencoded',
          'Content-Length': Buffer.byteLength(body),
          // A visitor of its own, so the limits per IP of other suites are not touched.
          'X-Forwarded-For': '198.51.100.200',
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('a form post behind a proxy that ends TLS (PUBLIC_ORIGIN https, server on http)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ seedVacancies: 5, env: { PUBLIC_ORIGIN: 'https://camello.example' } });
  });
  afterAll(() => server?.stop());

  it('reaches the action from the public origin, and is refused from another site', async () => {
    // 401: the action ran and the API refused the wrong password.
    expect(await postSignIn(server, 'camello.example', 'https://camello.example')).toBe(401);
    expect([400, 403]).toContain(await postSignIn(server, 'camello.example', 'https://evil.example'));
  });
});

describe('a form post on a fresh install (no PUBLIC_ORIGIN) opened at localhost', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ seedVacancies: 5, env: { PUBLIC_ORIGIN: '' } });
  });
  afterAll(() => server?.stop());

  it('reaches the action from the origin the browser is on, and is refused from another site', async () => {
    const host = `localhost:${new URL(server.baseUrl).port}`;
    expect(await postSignIn(server, host, `http://${host}`)).toBe(401);
    expect([400, 403]).toContain(await postSignIn(server, host, 'http://evil.example'));
  });
});
