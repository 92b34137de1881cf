import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineCall, type HttpMethod } from '@camello/domain/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createLoadContext } from '../load-context.server.ts';
import { apiCallContextOf, userApiCallContextOf } from './api-call-context.server.ts';
import { ApiError } from './api-error.ts';
import { type ApiFetch, apiGet } from './api-request.server.ts';
import { UndeclaredAnswerError } from './call-request.ts';
import { type UserApiCallContext, userApiCall } from './user-api.server.ts';
import { VisitorCookies } from './visitor-cookies.server.ts';

type Seen = {
  method: string;
  url: string;
  cookie: string | null;
  type: string | null;
  body: string;
  forwardedFor: string | null;
  userAgent: string | null;
};

/** Stands in for the API's transport: echoes what it received; `/api/status/{code}` answers that status. */
let server: Server;
let apiOrigin = '';
const seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        cookie: request.headers.cookie ?? null,
        type: request.headers['content-type'] ?? null,
        body,
        forwardedFor: request.headers['x-forwarded-for']?.toString() ?? null,
        userAgent: request.headers['user-agent'] ?? null,
      };
      seen.push(entry);
      const status = Number(request.url?.match(/^\/api\/status\/(\d+)/)?.[1] ?? 200);
      if (status === 204) return response.writeHead(204).end();
      if (status === 502) return response.writeHead(502, 'Bad Gateway').end('<html>proxy</html>');
      if (request.url === '/api/sign-in')
        response.setHeader('Set-Cookie', [
          'access_token=nuevo; Path=/; HttpOnly; SameSite=Lax',
          'refresh_token=r2; Path=/; HttpOnly; SameSite=Lax',
          'old=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        ]);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          status === 200
            ? entry
            : { statusCode: status, error: 'Unauthorized', message: 'Inicia sesión para continuar' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));
afterEach(() => {
  seen.length = 0;
});

const seenSchema = z.object({
  method: z.string(),
  url: z.string(),
  cookie: z.string().nullable(),
  type: z.string().nullable(),
  body: z.string(),
  forwardedFor: z.string().nullable(),
  userAgent: z.string().nullable(),
});

/** A call the echoing API answers: any query and body, and what it received. */
const echo = <const M extends HttpMethod, const P extends `/api/${string}`>(method: M, path: P) =>
  defineCall({
    method,
    path,
    query: z.record(z.string(), z.unknown()),
    body: z.unknown(),
    responses: { 200: seenSchema },
  });

const visitor = (cookie: string | null): UserApiCallContext => ({
  apiOrigin,
  locale: 'es-CO',
  cookies: new VisitorCookies(cookie),
  clientAddress: null,
  userAgent: null,
});

/** A page request of a visitor with these cookies, and its load context. */
function pageRequest(cookie: string) {
  const request = new Request('http://camello.test/empleos', {
    headers: { Cookie: cookie, 'User-Agent': 'Mozilla/5.0 (Android)' },
  });
  return { request, context: createLoadContext({ apiOrigin, clientAddress: '203.0.113.7' }) };
}

describe('userApiCall', () => {
  it("forwards the visitor's Cookie header, unchanged, with the query in the qs style", async () => {
    const { request, context } = pageRequest('access_token=abc; camello_locale=es-MX');
    const answer = await userApiCall(userApiCallContextOf(request, context), echo('GET', '/api/jobs/mine'), {
      query: { paginator: { page: 2 } },
    });
    expect(answer).toMatchObject({
      method: 'GET',
      url: '/api/jobs/mine?paginator[page]=2',
      cookie: 'access_token=abc; camello_locale=es-MX',
    });
  });

  it("names the visitor's address and browser to the API, for its limits and session list", async () => {
    const { request, context } = pageRequest('access_token=abc');
    const answer = await userApiCall(userApiCallContextOf(request, context), echo('GET', '/api/jobs/mine'));
    expect(answer).toMatchObject({ forwardedFor: '203.0.113.7', userAgent: 'Mozilla/5.0 (Android)' });
  });

  it("sends public and visitors' calls the load context's way: the API of the same process", async () => {
    const sent: string[] = [];
    const sameProcess: ApiFetch = (url, init) => {
      sent.push(`${init?.method ?? 'GET'} ${url}`);
      return fetch(url, init);
    };
    const request = new Request('http://camello.test/empleos', { headers: { Cookie: 'access_token=abc' } });
    const context = createLoadContext({ apiOrigin, apiFetch: sameProcess });
    await apiGet(apiCallContextOf(request, context), echo('GET', '/api/jobs/same-process'));
    const answer = await userApiCall(
      userApiCallContextOf(request, context),
      echo('POST', '/api/jobs/state'),
      { body: { jobId: 'a' } },
    );
    expect(answer).toMatchObject({ cookie: 'access_token=abc', body: '{"jobId":"a"}' });
    expect(sent).toEqual([`GET ${apiOrigin}/api/jobs/same-process`, `POST ${apiOrigin}/api/jobs/state`]);
  });

  it('acts with the cookies the API sets from then on, and keeps them for the browser', async () => {
    const call = visitor('access_token=viejo; old=1; camello_locale=es-MX');
    await userApiCall(call, echo('POST', '/api/sign-in'));
    const after = await userApiCall(call, echo('GET', '/api/jobs/mine'));
    expect(after.cookie).toBe('access_token=nuevo; camello_locale=es-MX; refresh_token=r2');
    expect(call.cookies.setCookies).toEqual([
      'access_token=nuevo; Path=/; HttpOnly; SameSite=Lax',
      'refresh_token=r2; Path=/; HttpOnly; SameSite=Lax',
      'old=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
    expect(call.cookies.has('old')).toBe(false);
  });

  it('is never served from the shared cache of public answers, nor shares its own', async () => {
    await apiGet({ apiOrigin, locale: 'es-CO' }, echo('GET', '/api/jobs/same'));
    const [ana, luis] = await Promise.all([
      userApiCall(visitor('access_token=ana'), echo('GET', '/api/jobs/same')),
      userApiCall(visitor('access_token=luis'), echo('GET', '/api/jobs/same')),
    ]);
    const again = await userApiCall(visitor('access_token=ana'), echo('GET', '/api/jobs/same'));
    expect(ana.cookie).toBe('access_token=ana');
    expect(luis.cookie).toBe('access_token=luis');
    expect(again.cookie).toBe('access_token=ana');
    expect(seen.map((entry) => entry.cookie)).toEqual([
      null,
      'access_token=ana',
      'access_token=luis',
      'access_token=ana',
    ]);
  });

  it('sends a JSON body on POST and a form body when given URLSearchParams', async () => {
    const json = await userApiCall(visitor('access_token=ana'), echo('POST', '/api/jobs/saved'), {
      body: { jobSlug: 'medico-general', notes: ['á', 1] },
    });
    expect(json).toMatchObject({ method: 'POST', type: 'application/json' });
    expect(JSON.parse(json.body)).toEqual({ jobSlug: 'medico-general', notes: ['á', 1] });
    const form = await userApiCall(visitor(null), echo('POST', '/api/auth/session'), {
      body: new URLSearchParams({ username: 'ana@example.co', grant_type: 'password' }),
    });
    expect(form).toMatchObject({
      cookie: null,
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      body: 'username=ana%40example.co&grant_type=password',
    });
  });

  it('sends DELETE with a body and takes a bodiless 204', async () => {
    const answer = await userApiCall(
      visitor('access_token=ana'),
      defineCall({
        method: 'DELETE',
        path: '/api/status/204',
        body: z.unknown(),
        responses: { 204: z.undefined() },
      }),
      {
        body: { reason: 'ya no' },
      },
    );
    expect(answer).toBeUndefined();
    expect(seen).toEqual([
      {
        method: 'DELETE',
        url: '/api/status/204',
        cookie: 'access_token=ana',
        type: 'application/json',
        body: '{"reason":"ya no"}',
        forwardedFor: null,
        userAgent: 'node',
      },
    ]);
  });

  it("throws the API's error as an ApiError, and one built from the HTTP status when the body is not JSON", async () => {
    const refused = userApiCall(visitor(null), echo('GET', '/api/status/401'));
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({
      status: 401,
      error: 'Unauthorized',
      message: 'Inicia sesión para continuar',
    });
    await expect(
      userApiCall(visitor(null), echo('POST', '/api/status/502'), { body: {} }),
    ).rejects.toMatchObject({ status: 502, error: 'Bad Gateway', message: 'API answered 502' });
  });
});

describe('public calls', () => {
  it("never carry the visitor's cookies, even from a page request that has them", async () => {
    const { request, context } = pageRequest('access_token=abc');
    const answer = await apiGet(apiCallContextOf(request, context), echo('GET', '/api/jobs/public-only'));
    expect(answer.cookie).toBeNull();
    expect(seen.map((entry) => entry.cookie)).toEqual([null]);
  });
});

describe('a call built from its declaration', () => {
  const withParams = defineCall({
    method: 'DELETE',
    path: '/api/jobs/state/:jobId/:state',
    params: z.strictObject({ jobId: z.string(), state: z.string() }),
    responses: { 200: seenSchema },
  });

  it('fills the path parameters, each encoded as one segment, before the query', async () => {
    const answer = await userApiCall(visitor(null), withParams, { params: { jobId: 'a/b ñ?', state: '0' } });
    expect(answer).toMatchObject({ method: 'DELETE', url: '/api/jobs/state/a%2Fb%20%C3%B1%3F/0' });
  });

  it('is typed from its declaration: parameters, body and answer', () => {
    // Never run: what matters is that each line typechecks, or fails to where it says so.
    const typed = async () => {
      // @ts-expect-error the path has parameters, so the request must give them
      await userApiCall(visitor(null), withParams);
      // @ts-expect-error a parameter the params schema does not have
      await userApiCall(visitor(null), withParams, { params: { jobId: 'a', state: '0', other: 1 } });
      const answer = await userApiCall(visitor(null), withParams, { params: { jobId: 'a', state: '0' } });
      // @ts-expect-error the answer is the declared schema's, which has no such field
      answer.total;
    };
    expect(typed).toBeTypeOf('function');
  });

  it('refuses an answer whose status the declaration does not name', async () => {
    const created = defineCall({ method: 'POST', path: '/api/jobs/created', responses: { 201: seenSchema } });
    await expect(userApiCall(visitor(null), created)).rejects.toThrow(
      'POST /api/jobs/created answered 200, which its declaration does not name',
    );
  });

  it('refuses an answer its schema refuses, naming the call', async () => {
    const other = defineCall({
      method: 'GET',
      path: '/api/jobs/other',
      responses: { 200: z.object({ total: z.number() }) },
    });
    const answered = userApiCall(visitor(null), other);
    await expect(answered).rejects.toBeInstanceOf(UndeclaredAnswerError);
    await expect(answered).rejects.toThrow(/^GET \/api\/jobs\/other answered 200 unlike its declaration/);
  });

  it('checks a public answer against its declaration too', async () => {
    const other = defineCall({
      method: 'GET',
      path: '/api/jobs/public-other',
      responses: { 200: z.array(z.string()) },
    });
    await expect(apiGet({ apiOrigin, locale: 'es-CO' }, other)).rejects.toBeInstanceOf(UndeclaredAnswerError);
  });
});
