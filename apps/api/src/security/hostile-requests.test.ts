import type { AddressInfo } from 'node:net';
import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../app.ts';
import { hostileRequestBatches } from './hostile-requests.ts';
import { openApiOperations, samplePath } from './openapi-operations.ts';
import { rawRequestProblems, sendRaw } from './raw-http.ts';

let db: Db;
let app: FastifyInstance;
let port: number;
let paths: string[];

beforeAll(async () => {
  db = await openTestDatabase();
  app = await createServer({ db });
  // The search index loaded, as on a running server: /api/health answers 503 until it is.
  await app.inject('/api/jobs/v1/public/jobs/search');
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
  paths = [...new Set((await openApiOperations(app)).map((operation) => samplePath(operation.path)))];
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

async function alive(): Promise<number> {
  return (await fetch(`http://127.0.0.1:${port}/api/health`)).status;
}

describe('hostile requests over raw sockets to every API route', () => {
  it('finds the routes in the OpenAPI document', () => {
    expect(paths).toContain('/api/health');
  });

  for (const batch of Object.keys(hostileRequestBatches('/', 'localhost'))) {
    it(`${batch}: 2xx–4xx, no stack trace, and the server still up`, async () => {
      const requests = paths.flatMap((path) => hostileRequestBatches(path, `127.0.0.1:${port}`)[batch] ?? []);
      expect(await rawRequestProblems(port, requests)).toEqual([]);
      expect(await alive()).toBe(200);
    }, 120_000);
  }

  it('answers a wrong method with 405 and Allow, CONNECT with 405, an absolute-form target as its path', async () => {
    const host = ['Host', `127.0.0.1:${port}`] as const;
    const trace = await sendRaw(port, { method: 'TRACE', target: '/api/health', headers: [host] });
    expect(trace.status).toBe(405);
    expect(trace.text).toMatch(/\r\nallow: GET, HEAD\r\n/i);
    const connect = await sendRaw(port, { method: 'CONNECT', target: host[1], headers: [host] });
    expect(connect.status).toBe(405);
    const absolute = await sendRaw(port, {
      method: 'GET',
      target: `http://${host[1]}/api/health`,
      headers: [host],
    });
    expect(absolute.status).toBe(200);
  });
});
