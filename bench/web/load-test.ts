import autocannon from 'autocannon';

export type LoadResult = {
  readonly requestsPerSecond: number;
  readonly p99Ms: number;
  readonly p50Ms: number;
  readonly non2xx: number;
  readonly errors: number;
};

/** Server-rendering throughput of one URL: 10 connections for 10 s, as a browser would ask (gzip). */
export async function loadTest(url: string): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: 10,
    headers: { 'accept-encoding': 'gzip', accept: 'text/html' },
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    p50Ms: result.latency.p50,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
