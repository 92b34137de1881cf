import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoadContext } from './load-context.server.ts';
import { requireUser } from './session.server.ts';

/** Stands in for the API's session check: a session cookie `access_token=ana` is Ana, a candidate. */
const ANA = {
  id: 'ana',
  role: 'candidate',
  email: 'ana@example.com',
  name: 'Ana Rojas',
  title: null,
  avatarUrl: null,
};
let server: Server;
let apiOrigin = '';
const asked: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.method} ${request.url}`);
    const signedIn = request.headers.cookie?.includes('access_token=ana') ?? false;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        signedIn
          ? { isAuthenticated: true, user: ANA }
          : { isAuthenticated: false, user: null },
      ),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const page = (cookie?: string) =>
  new Request('http://camello.test/mis-procesos?estado=abiertos&página=2', {
    headers: cookie ? { Cookie: cookie } : {},
  });

describe('requireUser', () => {
  it('gives the signed-in visitor, as the session check names them', async () => {
    const user = await requireUser(page('access_token=ana'), createLoadContext({ apiOrigin }));
    expect(user).toEqual(ANA);
    expect(asked.at(-1)).toBe('GET /api/auth/v1/health/oauth-check');
  });

  it('sends anyone else to sign in, coming back to this very address (forwardUrl in base64)', async () => {
    const thrown = await requireUser(page('camello_locale=es-MX'), createLoadContext({ apiOrigin })).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('Location') ?? '', 'http://camello.test');
    expect(location.pathname).toBe('/ingresar');
    const forwardUrl = location.searchParams.get('forwardUrl') ?? '';
    const returnPath = new TextDecoder().decode(Uint8Array.from(atob(forwardUrl), (c) => c.charCodeAt(0)));
    expect(returnPath).toBe('/mis-procesos?estado=abiertos&p%C3%A1gina=2');
  });
});
