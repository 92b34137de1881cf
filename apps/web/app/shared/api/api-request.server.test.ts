import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { defineCall } from '@camello/domain/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-error.ts';
import { type ApiCallContext, apiGet, SHARED_ANSWER_MS } from './api-request.server.ts';

const itemSchema = z.object({ name: z.string(), locale: z.string() });

/** A public call the fake API answers with the URL it was asked and the language it was asked in. */
const item = <const P extends `/api/${string}`>(path: P) =>
  defineCall({
    method: 'GET',
    path,
    query: z.object({ page: z.number() }).partial(),
    responses: { 200: itemSchema },
  });

let server: Server;
let apiOrigin = '';
const asked: string[] = [];
/** What the fake API answers next to `/api/fail`: the status of each call in turn. */
let failStatuses: number[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(`${request.headers['accept-language']} ${request.url}`);
    const status = request.url?.startsWith('/api/fail') ? (failStatuses.shift() ?? 200) : 200;
    // Slow enough for concurrent calls to overlap.
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ name: request.url, locale: request.headers['accept-language'] }));
    }, 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

afterEach(() => {
  asked.length = 0;
  vi.useRealTimers();
});

const context = (overrides: Partial<ApiCallContext> = {}): ApiCallContext => ({
  apiOrigin,
  locale: 'es-CO',
  ...overrides,
});

describe('apiGet', () => {
  it('shares one API request among identical calls, each with its own copy', async () => {
    const [first, second] = await Promise.all([
      apiGet(context(), item('/api/jobs/concurrent'), { query: { page: 1 } }),
      apiGet(context(), item('/api/jobs/concurrent'), { query: { page: 1 } }),
    ]);
    const third = await apiGet(context(), item('/api/jobs/concurrent'), { query: { page: 1 } });
    expect(asked).toEqual(['es-CO /api/jobs/concurrent?page=1']);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(second).not.toBe(first);
  });

  it('asks again once the shared answer is older than the sharing time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await apiGet(context(), item('/api/jobs/expiring'));
    vi.advanceTimersByTime(SHARED_ANSWER_MS - 1);
    await apiGet(context(), item('/api/jobs/expiring'));
    vi.advanceTimersByTime(1);
    await apiGet(context(), item('/api/jobs/expiring'));
    expect(asked).toEqual(['es-CO /api/jobs/expiring', 'es-CO /api/jobs/expiring']);
  });

  it('keeps the answers of other queries and languages apart', async () => {
    const answers = await Promise.all([
      apiGet(context(), item('/api/jobs/apart'), { query: { page: 1 } }),
      apiGet(context(), item('/api/jobs/apart'), { query: { page: 2 } }),
      apiGet(context({ locale: 'en-US' }), item('/api/jobs/apart'), { query: { page: 1 } }),
    ]);
    expect(answers.map(({ name, locale }) => `${locale} ${name}`).sort()).toEqual(
      ['en-US /api/jobs/apart?page=1', 'es-CO /api/jobs/apart?page=1', 'es-CO /api/jobs/apart?page=2'].sort(),
    );
    expect(asked).toHaveLength(3);
  });

  it('does not keep a failure: the next call asks again', async () => {
    failStatuses = [503];
    await expect(apiGet(context(), item('/api/fail'))).rejects.toBeInstanceOf(ApiError);
    await expect(apiGet(context(), item('/api/fail'))).resolves.toMatchObject({ name: '/api/fail' });
    expect(asked).toHaveLength(2);
  });

  it('stops waiting when its page request is aborted, without failing the others', async () => {
    const controller = new AbortController();
    const aborted = apiGet(context({ signal: controller.signal }), item('/api/jobs/aborted'));
    const other = apiGet(context(), item('/api/jobs/aborted'));
    controller.abort(new Error('visitor left'));
    await expect(aborted).rejects.toThrow('visitor left');
    await expect(other).resolves.toMatchObject({ name: '/api/jobs/aborted' });
  });
});
