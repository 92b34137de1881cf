import { beforeAll, describe, expect, it } from 'vitest';
import { hostileRequestBatches } from '../../apps/api/src/security/hostile-requests.ts';
import {
  type OpenApiDocument,
  operationsOf,
  samplePath,
} from '../../apps/api/src/security/openapi-operations.ts';
import { rawRequestProblems, sendRaw } from '../../apps/api/src/security/raw-http.ts';
import { pageTypes, resolvePath } from '../page-types.ts';
import { e2eSite } from '../support/site.ts';

// The shared server is a real process (e2e/support/server.ts): a request that kills it shows here
// as every later request going unanswered, and as the checks after each batch failing.
const site = e2eSite();
const { host: authority, port: portText } = new URL(site.baseUrl);
const port = Number(portText);

let pages: { id: string; path: string; status: number }[];
let apiPaths: string[];

beforeAll(async () => {
  pages = await Promise.all(
    pageTypes.map(async (pageType) => ({
      id: pageType.id,
      path: await resolvePath(pageType, site),
      status: pageType.status,
    })),
  );
  const document = (await (await fetch(new URL('/api/docs/json', site.baseUrl))).json()) as OpenApiDocument;
  apiPaths = [...new Set(operationsOf(document).map((operation) => samplePath(operation.path)))];
});

/** The server still answers: its health, and a page that renders. */
async function stillUp(): Promise<number[]> {
  const health = await fetch(new URL('/api/health', site.baseUrl));
  const jobs = await fetch(new URL('/empleos', site.baseUrl));
  await jobs.arrayBuffer();
  return [health.status, jobs.status];
}

const batches = Object.keys(hostileRequestBatches('/', authority));

describe('hostile requests over raw sockets', () => {
  it('keeps a hostile locale cookie to its own request, and the server up once the stream timer has run', async () => {
    for (const cookie of ['camello_locale=%E0', 'camello_locale=%', 'camello_locale=%E0%A4%A']) {
      const answer = await sendRaw(port, {
        method: 'GET',
        target: '/empleos',
        headers: [
          ['Host', authority],
          ['Cookie', cookie],
        ],
      });
      expect(answer.status, cookie).toBe(200);
    }
    // The render's stream timer (5 s + 1 s) used to throw, uncaught, and end the process.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await stillUp()).toEqual([200, 200]);
  });

  it('refuses TRACE with 405 and a bad Host with 400, and serves an absolute-form target, on every page', async () => {
    const wrong: string[] = [];
    for (const { id, path, status } of pages) {
      const host = ['Host', authority] as const;
      const trace = await sendRaw(port, { method: 'TRACE', target: path, headers: [host] });
      if (trace.status !== 405 || !/\r\nallow: GET, HEAD, POST\r\n/i.test(trace.text))
        wrong.push(`${id}: TRACE → ${trace.status}`);
      for (const bad of ['a b', '[', 'a:99999']) {
        const answer = await sendRaw(port, { method: 'GET', target: path, headers: [['Host', bad]] });
        if (answer.status !== 400) wrong.push(`${id}: Host ${bad} → ${answer.status}`);
      }
      const absolute = await sendRaw(port, {
        method: 'GET',
        target: `${site.baseUrl}${path}`,
        headers: [host],
      });
      if (absolute.status !== status) wrong.push(`${id}: absolute-form → ${absolute.status}, not ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(batches)(
    '%s: every page and a static file answer 2xx–4xx, no stack trace, and the server is still up',
    async (batch) => {
      const paths = [...pages.map(({ path }) => path), '/favicon.svg'];
      const requests = paths.flatMap((path) => hostileRequestBatches(path, authority)[batch] ?? []);
      expect(await rawRequestProblems(port, requests)).toEqual([]);
      expect(await stillUp()).toEqual([200, 200]);
    },
    // Hundreds of rendered pages per batch on a busy 2-core machine.
    300_000,
  );

  it.each(batches)(
    '%s: every API route answers 2xx–4xx, no stack trace, and the server is still up',
    async (batch) => {
      expect(apiPaths).toContain('/api/health');
      const requests = apiPaths.flatMap((path) => hostileRequestBatches(path, authority)[batch] ?? []);
      expect(await rawRequestProblems(port, requests)).toEqual([]);
      expect(await stillUp()).toEqual([200, 200]);
    },
    300_000,
  );

  it('the server is still up once every stream timer of the batches has run out', async () => {
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(await stillUp()).toEqual([200, 200]);
  });
});
