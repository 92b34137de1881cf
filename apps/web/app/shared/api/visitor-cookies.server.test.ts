import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VisitorCookies, visitorCookiesMiddleware, visitorCookiesOf } from './visitor-cookies.server.ts';

const run = async (request: Request, context: RouterContextProvider, next: () => Promise<Response>) =>
  (await visitorCookiesMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: '/' },
    next,
  )) as Response;

describe('VisitorCookies', () => {
  it('replaces, adds and drops cookies as Set-Cookie headers say, keeping values verbatim', () => {
    const cookies = new VisitorCookies('access_token=a%2Bb; camello_locale=ZXMtTVg%3D; gone=1');
    cookies.receive([
      'access_token=c%2Bd; Path=/; HttpOnly',
      'refresh_token=r1; Path=/; Max-Age=2592000',
      'gone=; Path=/; Max-Age=0',
    ]);
    expect(cookies.header).toBe('access_token=c%2Bd; camello_locale=ZXMtTVg%3D; refresh_token=r1');
    expect(cookies.has('gone')).toBe(false);
    expect(cookies.has('refresh_token')).toBe(true);
  });

  it('ends with no Cookie header once every cookie is cleared', () => {
    const cookies = new VisitorCookies('access_token=a');
    cookies.receive(['access_token=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT']);
    expect(cookies.header).toBeNull();
    expect(new VisitorCookies(null).has('access_token')).toBe(false);
  });
});

describe('visitorCookiesMiddleware', () => {
  it("adds the API's Set-Cookie headers to the page's response", async () => {
    const request = new Request('http://camello.test/ingresar', { method: 'POST' });
    const context = new RouterContextProvider();
    const response = await run(request, context, async () => {
      visitorCookiesOf(request, context).receive(['access_token=t; Path=/; HttpOnly']);
      return new Response(null, { status: 303, headers: { Location: '/empleos' } });
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/empleos');
    expect(response.headers.getSetCookie()).toEqual(['access_token=t; Path=/; HttpOnly']);
  });

  it('leaves a response untouched when the API set no cookie (every public page)', async () => {
    const request = new Request('http://camello.test/empleos', { headers: { Cookie: 'access_token=t' } });
    const page = new Response('<html></html>', { headers: { 'Cache-Control': 'public, max-age=60' } });
    expect(await run(request, new RouterContextProvider(), async () => page)).toBe(page);
  });
});
