import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorCookiesOf } from './api/visitor-cookies.server.ts';
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
    if (request.method === 'POST') {
      // The refresh: only Ana's refresh token renews her session.
      if (!request.headers.cookie?.includes('refresh_token=ana-r1')) {
        response.writeHead(401, { 'content-type': 'application/json' });
        return response.end(
          JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'Sesión vencida' }),
        );
      }
      response.writeHead(200, {
        'content-type': 'application/json',
        'set-cookie': ['access_token=ana; Path=/; HttpOnly', 'refresh_token=ana-r2; Path=/; HttpOnly'],
      });
      return response.end(
        JSON.stringify({ user: { id: 'ana', role: 'candidate', email: 'ana@example.co' } }),
      );
    }
    const signedIn = request.headers.cookie?.includes('access_token=ana') ?? false;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        signedIn ? { isAuthenticated: true, user: ANA } : { isAuthenticated: false, user: null },
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

  it('renews an expired access token from the refresh cookie, and hands the new cookies to the page', async () => {
    const request = page('access_token=vencido; refresh_token=ana-r1');
    const context = createLoadContext({ apiOrigin });
    asked.length = 0;
    expect(await requireUser(request, context)).toEqual(ANA);
    expect(asked).toEqual([
      'GET /api/auth/v1/health/oauth-check',
      'POST /api/auth/v2/oauth2/session',
      'GET /api/auth/v1/health/oauth-check',
    ]);
    expect(visitorCookiesOf(request, context).setCookies).toEqual([
      'access_token=ana; Path=/; HttpOnly',
      'refresh_token=ana-r2; Path=/; HttpOnly',
    ]);
  });

  it('sends to sign in when the refresh token is refused, without asking again', async () => {
    asked.length = 0;
    const thrown = await requireUser(
      page('access_token=vencido; refresh_token=robado'),
      createLoadContext({ apiOrigin }),
    ).catch((error: unknown) => error);
    expect((thrown as Response).status).toBe(302);
    expect(asked).toEqual(['GET /api/auth/v1/health/oauth-check', 'POST /api/auth/v2/oauth2/session']);
  });

  it('asks once for the loaders of one page, and afresh for another page or for an action', async () => {
    const request = page('access_token=vencido; refresh_token=ana-r1');
    const context = createLoadContext({ apiOrigin });
    asked.length = 0;
    // A layout's loader and its page's, side by side: one session check, one renewal.
    expect(await Promise.all([requireUser(request, context), requireUser(request, context)])).toEqual([
      ANA,
      ANA,
    ]);
    expect(asked).toHaveLength(3);
    await requireUser(page('access_token=ana'), createLoadContext({ apiOrigin }));
    expect(asked).toHaveLength(4);

    const action = new Request('http://camello.test/aplicaciones-conectadas', {
      method: 'POST',
      headers: { Cookie: 'access_token=ana' },
    });
    const actionContext = createLoadContext({ apiOrigin });
    await requireUser(action, actionContext);
    await requireUser(action, actionContext);
    expect(asked).toHaveLength(6);
  });
});
