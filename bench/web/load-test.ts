import autocannon from 'autocannon';
import { cpuTimeMs } from '../../e2e/support/process-cpu.ts';

export type LoadResult = {
  readonly requestsPerSecond: number;
  /** Requests answered in the whole run. */
  readonly requests: number;
  readonly p99Ms: number;
  readonly p50Ms: number;
  readonly non2xx: number;
  readonly errors: number;
  /** The server's CPU time per answered request (Linux), or NaN: steadier than req/s on a busy machine. */
  readonly cpuMsPerRequest: number;
};

const durationSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);

/**
 * Throughput of one kind of request: 10 connections for BENCH_LOAD_SECONDS (10) s, as a browser
 * would ask (by default as Chromium does: gzip, deflate, br, zstd). Each request takes the next
 * path of `paths` in turn. With `rendered`, each request carries a cookie, as a returning
 * visitor's would, so that no page kept rendered answers it (`apps/web/src/page-cache.ts`): every
 * one is rendered.
 */
export async function loadTest(
  baseUrl: string,
  paths: readonly string[],
  {
    accept = 'text/html',
    encoding = 'gzip, deflate, br, zstd',
    rendered = false,
    serverPid,
  }: { accept?: string; encoding?: string; rendered?: boolean; serverPid?: number | undefined } = {},
): Promise<LoadResult> {
  let next = 0;
  const cpuBefore = cpuTimeMs(serverPid);
  const result = await autocannon({
    url: baseUrl,
    connections: 10,
    duration: durationSeconds,
    headers: { 'accept-encoding': encoding, accept, ...(rendered ? { cookie: 'camello_bench=1' } : {}) },
    requests: [
      {
        setupRequest: (request) => {
          const path = paths[next % paths.length] ?? '/';
          next += 1;
          return { ...request, path };
        },
      },
    ],
  });
  return {
    cpuMsPerRequest: (cpuTimeMs(serverPid) - cpuBefore) / result.requests.total,
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
