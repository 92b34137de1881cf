// `npm run bench:load`: two instances on one PostgreSQL behind HAProxy (the setup of
// `npm run start:cluster`), driven through the proxy by 200 connections for 60 s with a realistic
// mix: listing searches with filters, vacancy pages, landings, the search API, a signed-in page and
// applications. Prints req/s, p50, p99, errors and each instance's memory before and after, next to
// the targets. The targets (0 errors, p99 ≤ 500 ms) hold after the cold start: the first 10 s, while
// the instances compile and fill their caches, are reported apart. Needs DATABASE_URL (the server
// where it creates a database of its own).
// Options: --connections 200 --duration 60 --vacancies 5000.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { parseArgs } from 'node:util';
import { JOB_SITE_KIND, liveVacancySql } from '@camello/domain';
import autocannon from 'autocannon';
import pg from 'pg';
import { startLocalCluster } from '../../e2e/support/cluster.ts';
import { ensureWebBuild } from '../../e2e/support/web-build.ts';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '200' },
    duration: { type: 'string', default: '60' },
    vacancies: { type: 'string', default: '5000' },
  },
});
const connections = Number(values.connections);
const durationSeconds = Number(values.duration);
const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('bench:load needs DATABASE_URL: a PostgreSQL server where it may create a database.');
  process.exit(1);
}
const database = 'camello_bench_load';
const databaseUrl = (() => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
})();

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

type Memory = { resident: number; heapTotal: number; heapUsed: number; external: number };

/** An instance's memory in MB, as its health endpoint reports it; null when it does not answer. */
async function instanceMemory(url: string): Promise<Memory | null> {
  const health = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) })
    .then((response) => response.json() as Promise<{ memoryMb?: Memory }>)
    .catch(() => null);
  return health?.memoryMb ?? null;
}

ensureWebBuild();
await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
await admin(`CREATE DATABASE ${database}`);
const dataDir = await mkdtemp(path.join(tmpdir(), 'camello-bench-load-'));
const output = new PassThrough();
let printed = '';
output.on('data', (chunk) => {
  printed += chunk;
});
console.info(`Starting two instances and HAProxy with ${values.vacancies} seeded vacancies…`);
const cluster = await startLocalCluster({
  databaseUrl,
  dataDir,
  seedVacancies: values.vacancies,
  output,
  log: (line) => console.info(line),
});

const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
try {
  const terms = [
    'auxiliar',
    'ventas',
    'enfermera',
    'conductor',
    'contador',
    'ingeniero',
    'cocinero',
    'bodega',
    'mesero',
    'administrador',
  ];
  const { rows: cities } = await db.query<{ slug: string }>(
    `SELECT c.slug FROM cities c JOIN vacancy_cities vc ON vc.city_id = c.id
     GROUP BY c.slug ORDER BY count(*) DESC LIMIT 10`,
  );
  const { rows: jobs } = await db.query<{ slug: string; id: string }>(
    `SELECT v.slug, v.public_id AS id FROM vacancies v JOIN companies c ON c.id = v.company_id
     WHERE ${liveVacancySql('now()')} AND c.job_site_kind = ${JOB_SITE_KIND.PUBLIC}
       AND NOT EXISTS (SELECT 1 FROM vacancy_questions q WHERE q.vacancy_id = v.id)
     ORDER BY v.published_at DESC LIMIT 2000`,
  );
  const landings: { url: string }[] = [];
  for (const type of ['by-location', 'by-occupation', 'by-sector'])
    landings.push(
      ...((await (await fetch(`${cluster.url}/api/jobs/v1/landing/list/${type}`)).json()) as {
        url: string;
      }[]),
    );
  if (cities.length === 0 || jobs.length === 0 || landings.length === 0)
    throw new Error('The seeded database has no cities, vacancies or landings to ask for');

  // The demo candidate (its password is printed on the first boot), with the candidate terms accepted.
  const password = printed.match(/candidata\.demo@camello\.local \/ (\S+)/)?.[1] ?? '';
  const signIn = await fetch(`${cluster.url}/api/auth/v2/oauth2/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'candidata.demo@camello.local', password, grant_type: 'password' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const legalTexts = (await fetch(`${cluster.url}/api/profile/v1/candidate-terms/verify`, {
    headers: { cookie },
  })
    .then((response) => response.json())
    .catch(() => null)) as { inForce?: { kind: string; version: string }[] } | null;
  const versions = Object.fromEntries((legalTexts?.inForce ?? []).map((text) => [text.kind, text.version]));
  await fetch(`${cluster.url}/api/profile/v1/candidate-terms`, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ versions }),
  });

  const pick = <T>(list: readonly T[], n: number): T => list[n % list.length] as T;
  type Kind = 'listing' | 'job' | 'landing' | 'api' | 'signed-in' | 'apply';
  // Shares of the mix, out of 20 requests.
  const mix: Kind[] = [
    ...Array<Kind>(7).fill('listing'),
    ...Array<Kind>(5).fill('job'),
    ...Array<Kind>(2).fill('landing'),
    ...Array<Kind>(4).fill('api'),
    ...(signIn.ok ? (['signed-in', 'apply'] as Kind[]) : (['api', 'job'] as Kind[])),
  ];
  const statuses = new Map<Kind, Map<number, number>>();
  /** Milliseconds from building each request to its answer, by kind: where the tail comes from. */
  const latencies = new Map<Kind, number[]>();
  /** Latencies by the 10 s of the run their request was sent in: how long the cold start lasts. */
  const SLICE_MS = 10_000;
  /** The cold start, reported apart from the targets: the first slice of the run. */
  const COLD_START_MS = SLICE_MS;
  const sliceLatencies: number[][] = [];
  /** Unexpected answers, transport errors and timeouts by the 10 s of the run they happened in. */
  const sliceErrors: number[] = [];
  let loadStartedAt = Number.POSITIVE_INFINITY;
  let sent = 0;
  const sliceOf = (at: number) => Math.max(0, Math.floor((at - loadStartedAt) / SLICE_MS));
  const countError = (slice: number) => {
    sliceErrors[slice] = (sliceErrors[slice] ?? 0) + 1;
  };
  const requestFor = (
    kind: Kind,
    n: number,
  ): { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string } => {
    const term = pick(terms, n * 7);
    switch (kind) {
      case 'listing':
        return { method: 'GET', path: `/empleos?q=${term}&filters[city][0]=${pick(cities, n).slug}` };
      case 'job':
        return { method: 'GET', path: `/empleos/${pick(jobs, n * 13).slug}` };
      case 'landing':
        return { method: 'GET', path: new URL(pick(landings, n).url, cluster.url).pathname };
      case 'api':
        return {
          method: 'GET',
          path: `/api/jobs/v1/public/jobs/search?queries[0][field]=all&queries[0][term]=${term}&paginator[page]=${1 + (n % 3)}`,
        };
      case 'signed-in':
        return { method: 'GET', path: '/aplicaciones-conectadas', headers: { cookie } };
      case 'apply':
        return {
          method: 'POST',
          path: '/api/jobs/v1/jobs/apply',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ jobId: pick(jobs, n).id, answers: [], utmPayload: { utm_source: 'bench' } }),
        };
    }
  };

  // Answers an application may rightly get: applied (201) or already applied (200), terms or résumé
  // missing (409), vacancy closed (410), too many applications (429). Anything else is an error.
  const expected = (kind: Kind, status: number) =>
    kind === 'apply' ? [200, 201, 409, 410, 429].includes(status) : status >= 200 && status < 400;

  const memoryBefore = await Promise.all(cluster.instances.map((instance) => instanceMemory(instance.url)));
  // Memory once the instances have warmed up (JIT, heap sizing, caches filling): a third in.
  let memoryWarm: (Memory | null)[] = [];
  const warmSample = setTimeout(
    async () => {
      memoryWarm = await Promise.all(cluster.instances.map((instance) => instanceMemory(instance.url)));
    },
    (durationSeconds * 1000) / 3,
  );
  console.info(`Load: ${connections} connections for ${durationSeconds} s through the proxy…`);
  const options: autocannon.Options = {
    url: cluster.url,
    connections,
    duration: durationSeconds,
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    requests: [
      {
        // One request at a time per connection: its context says what the answer is to.
        setupRequest: (request, context: { kind?: Kind; sentAt?: number }) => {
          sent += 1;
          context.kind = pick(mix, sent);
          context.sentAt = performance.now();
          loadStartedAt = Math.min(loadStartedAt, context.sentAt);
          return { ...request, ...requestFor(context.kind, sent) };
        },
        onResponse: (status, _body, context: { kind?: Kind; sentAt?: number }) => {
          const kind = context.kind ?? 'api';
          if (context.sentAt !== undefined) {
            const elapsed = performance.now() - context.sentAt;
            const times = latencies.get(kind) ?? [];
            times.push(elapsed);
            latencies.set(kind, times);
            const slice = sliceOf(context.sentAt);
            const sliceTimes = sliceLatencies[slice] ?? [];
            sliceTimes.push(elapsed);
            sliceLatencies[slice] = sliceTimes;
            if (!expected(kind, status)) countError(slice);
          }
          const counts = statuses.get(kind) ?? new Map<number, number>();
          counts.set(status, (counts.get(status) ?? 0) + 1);
          statuses.set(kind, counts);
        },
      },
    ],
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(options, (error, finished) => (error ? reject(error) : resolve(finished)));
    // A transport error or a timeout (autocannon counts both as errors) has no answer: it counts in
    // the slice it happened in.
    run.on('reqError', () => countError(sliceOf(performance.now())));
  });
  clearTimeout(warmSample);
  const memoryAfter = await Promise.all(cluster.instances.map((instance) => instanceMemory(instance.url)));

  const percentile = (sorted: readonly number[], share: number) =>
    Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN);
  const row = (metric: string, measured: string, target: string, ok: boolean | null) =>
    `${metric.padEnd(34)} ${measured.padStart(14)}   ${target.padEnd(10)} ${ok === null ? '' : ok ? 'ok' : 'OVER'}`;
  console.info(`\n${'metric'.padEnd(34)} ${'measured'.padStart(14)}   target`);
  console.info(row('requests/s', result.requests.average.toFixed(0), '—', null));
  console.info(row('requests', String(result.requests.total), '—', null));
  // The requests sent in the run's last moment, answered after it, are no slice of their own.
  const fullSlices = sliceLatencies.slice(0, Math.floor((durationSeconds * 1000) / SLICE_MS));
  const coldSlices = COLD_START_MS / SLICE_MS;
  const sorted = (slices: readonly (number[] | undefined)[]) =>
    slices.flatMap((slice) => slice ?? []).sort((a, b) => a - b);
  const errorsIn = (from: number, to: number) =>
    sliceErrors.slice(from, to).reduce((sum, count) => sum + (count ?? 0), 0);
  const cold = sorted(sliceLatencies.slice(0, coldSlices));
  const afterCold = sorted(sliceLatencies.slice(coldSlices));
  const coldErrors = errorsIn(0, coldSlices);
  const errors = errorsIn(coldSlices, sliceErrors.length);
  const p99 = percentile(afterCold, 0.99);
  console.info(
    row('latency p50 / p99, whole run', `${result.latency.p50} / ${result.latency.p99} ms`, '—', null),
  );
  console.info(
    row(
      'cold start (first 10 s) p50 / p99',
      `${percentile(cold, 0.5)} / ${percentile(cold, 0.99)} ms`,
      '—',
      null,
    ),
  );
  console.info(row('cold start errors', String(coldErrors), '—', null));
  console.info(row('latency p50, after the cold start', `${percentile(afterCold, 0.5)} ms`, '—', null));
  console.info(row('latency p99, after the cold start', `${p99} ms`, '≤ 500 ms', p99 <= 500));
  console.info(
    row(
      'requests/s by 10 s of the run',
      fullSlices.map((slice) => Math.round(slice.length / (SLICE_MS / 1000))).join(', '),
      '—',
      null,
    ),
  );
  console.info(
    row(
      'latency p99 by 10 s of the run',
      fullSlices
        .map((slice) =>
          percentile(
            slice.sort((a, b) => a - b),
            0.99,
          ),
        )
        .join(', '),
      '—',
      null,
    ),
  );
  console.info(
    row(
      'errors by 10 s of the run',
      fullSlices.map((_, slice) => sliceErrors[slice] ?? 0).join(', '),
      '—',
      null,
    ),
  );
  console.info(row('errors after the cold start', String(errors), '0', errors === 0));
  cluster.instances.forEach((instance, index) => {
    const before = memoryBefore[index]?.resident;
    const warm = memoryWarm[index]?.resident;
    const after = memoryAfter[index]?.resident;
    const growth = before && after ? after - before : null;
    console.info(
      row(
        `app${instance.number} memory (RSS) before → after`,
        `${before ?? '?'} → ${after ?? '?'} MB`,
        'flat',
        growth === null ? null : growth <= Math.max(64, before ? before * 0.25 : 0),
      ),
    );
    console.info(
      row(
        `app${instance.number} memory, a third in → after`,
        `${warm ?? '?'} → ${after ?? '?'} MB`,
        '≤ +10 %',
        warm && after ? after <= warm * 1.1 : null,
      ),
    );
    // Where the resident memory is: the JavaScript heap V8 holds (in use, garbage included / held)
    // and buffers outside it.
    const split = (memory: Memory | null | undefined) =>
      memory ? `${memory.heapUsed}/${memory.heapTotal}+${memory.external}` : '?';
    console.info(
      row(
        `app${instance.number} heap used/held+external`,
        `${[memoryBefore[index], memoryWarm[index], memoryAfter[index]].map(split).join(' → ')} MB`,
        '—',
        null,
      ),
    );
  });
  console.info('\nAnswers by kind of request (latency p50 / p99 from building the request):');
  for (const [kind, counts] of statuses) {
    const times = sorted([latencies.get(kind)]);
    console.info(
      `  ${kind.padEnd(10)} ${`${percentile(times, 0.5)} / ${percentile(times, 0.99)} ms`.padStart(16)}   ${[
        ...counts,
      ]
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ')}`,
    );
  }
  if (!signIn.ok)
    console.info(
      `\nThe demo candidate could not sign in (${signIn.status}): no signed-in requests in the mix.`,
    );
} finally {
  await db.end();
  await cluster.stop();
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await rm(dataDir, { recursive: true, force: true });
}
