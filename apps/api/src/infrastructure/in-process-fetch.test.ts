import cookie from '@fastify/cookie';
import formBody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inProcessFetch } from './in-process-fetch.ts';

let app: FastifyInstance;
let handled = 0;

beforeAll(async () => {
  // As the API is set up: addresses from X-Forwarded-For believed from loopback only.
  app = Fastify({ trustProxy: 'loopback' });
  await app.register(cookie);
  await app.register(formBody);
  app.addContentTypeParser(/^multipart\/form-data/, { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );
  app.all('/api/echo', async (request) => {
    handled += 1;
    return {
      method: request.method,
      url: request.url,
      host: request.headers.host,
      ip: request.ip,
      language: request.headers['accept-language'] ?? null,
      userAgent: request.headers['user-agent'] ?? null,
      type: request.headers['content-type'] ?? null,
      cookies: request.cookies,
      body: request.body ?? null,
    };
  });
  app.post('/api/sign-in', async (_request, reply) => {
    reply.setCookie('access_token', 'a1', { path: '/', httpOnly: true, sameSite: 'lax' });
    reply.setCookie('refresh_token', 'r1', { path: '/', httpOnly: true, sameSite: 'lax' });
    return reply.status(204).send();
  });
  app.get('/api/gone', async (_request, reply) => reply.status(410).send({ statusCode: 410 }));
  await app.ready();
});

afterAll(() => app.close());

const apiFetch = () => inProcessFetch(app);

describe('inProcessFetch', () => {
  it('hands a GET to the app with its path, query and headers, from the loopback address', async () => {
    const response = await apiFetch()('http://127.0.0.1:3000/api/echo?paginator[page]=2', {
      headers: { 'Accept-Language': 'en-US', Cookie: 'access_token=abc; camello_locale=es-MX' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      method: 'GET',
      url: '/api/echo?paginator[page]=2',
      host: '127.0.0.1:3000',
      ip: '127.0.0.1',
      language: 'en-US',
      userAgent: null,
      type: null,
      cookies: { access_token: 'abc', camello_locale: 'es-MX' },
      body: null,
    });
  });

  it("passes on the visitor's address and browser, which the API believes from loopback", async () => {
    const response = await apiFetch()('http://127.0.0.1:3000/api/echo', {
      headers: { 'X-Forwarded-For': '203.0.113.7', 'User-Agent': 'Mozilla/5.0 (Android)' },
    });
    expect(await response.json()).toMatchObject({ ip: '203.0.113.7', userAgent: 'Mozilla/5.0 (Android)' });
  });

  it('sends JSON, form and multipart bodies with their content types', async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      apiFetch()('http://127.0.0.1:3000/api/echo', { method: 'POST', body, headers }).then((response) =>
        response.json(),
      );
    expect(await post(JSON.stringify({ jobId: 'a' }), { 'Content-Type': 'application/json' })).toMatchObject({
      method: 'POST',
      type: 'application/json',
      body: { jobId: 'a' },
    });
    expect(await post(new URLSearchParams({ username: 'ana@camello.co', password: 'x y' }))).toMatchObject({
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      body: { username: 'ana@camello.co', password: 'x y' },
    });
    const form = new FormData();
    form.set('cv', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'hoja.pdf');
    const multipart = await post(form);
    expect(multipart.type).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('filename="hoja.pdf"');
    expect(multipart.body).toContain('%PDF-1.7');
  });

  it('answers every cookie the app sets, a bodiless 204 and an error status as they are', async () => {
    const signIn = await apiFetch()('http://127.0.0.1:3000/api/sign-in', { method: 'POST' });
    expect(signIn.status).toBe(204);
    expect(signIn.headers.getSetCookie()).toEqual([
      'access_token=a1; Path=/; HttpOnly; SameSite=Lax',
      'refresh_token=r1; Path=/; HttpOnly; SameSite=Lax',
    ]);
    expect(await signIn.text()).toBe('');
    const gone = await apiFetch()('http://127.0.0.1:3000/api/gone');
    expect(gone.ok).toBe(false);
    expect([gone.status, gone.statusText]).toEqual([410, 'Gone']);
    expect(await gone.json()).toEqual({ statusCode: 410 });
  });

  it('does not send a request whose signal is already aborted', async () => {
    const before = handled;
    const controller = new AbortController();
    controller.abort(new Error('the visitor left'));
    await expect(apiFetch()('http://127.0.0.1:3000/api/echo', { signal: controller.signal })).rejects.toThrow(
      'the visitor left',
    );
    expect(handled).toBe(before);
  });
});
