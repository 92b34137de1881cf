/**
 * npm run bench:search — the search engine on seeded data, with the same work as the API route:
 * search + counters (every facet), then the cards of the page hydrated by one SQL query.
 *
 *   PostgreSQL: BENCH_PG_VACANCIES (100,000) vacancies in a new database on DATABASE_URL's server
 *               (postgresql://postgres@127.0.0.1:5432/test by default), dropped afterwards.
 *   PGlite:     BENCH_PGLITE_VACANCIES (20,000) vacancies in a new data directory, removed afterwards.
 *   BENCH_ONLY=postgres|pglite runs one of them.
 *   --vacancies N: N vacancies on PostgreSQL only (`npm run bench:search -- --vacancies 1000000`).
 *
 * Each run ends with its figures against the targets of issue #16 (search + counters p95, index
 * memory and build time, how soon a published vacancy is found, seeding time).
 *
 * Run with --expose-gc (the npm script does) so the memory figures are measured after a collection.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Db, dynamicUrlFor, loadCardRows, migrate, openDatabase, seed, toJobCard } from '@camello/db';
import pg from 'pg';
import {
  FACET_FIELDS,
  type FacetField,
  MemorySearchEngine,
  type OrderField,
  type SearchRequest,
} from '../src/index.ts';
import { buildWorkload, type WorkloadQuery } from './workload.ts';

const adminUrl = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const vacanciesArgument = process.argv.indexOf('--vacancies');
const requestedVacancies = vacanciesArgument >= 0 ? Number(process.argv[vacanciesArgument + 1]) : null;
if (requestedVacancies !== null && !(Number.isInteger(requestedVacancies) && requestedVacancies > 0))
  throw new Error('--vacancies takes a whole number of vacancies');
const pgVacancies = requestedVacancies ?? Number(process.env.BENCH_PG_VACANCIES ?? 100_000);
const pgliteVacancies = Number(process.env.BENCH_PGLITE_VACANCIES ?? 20_000);
const only = process.env.BENCH_ONLY ?? (requestedVacancies === null ? undefined : 'postgres');

/** Targets of issue #16, for the PostgreSQL run. */
const TARGETS = {
  searchP95Ms: 30,
  indexMemoryMiB: 1024,
  indexBuildSeconds: 90,
  freshnessSeconds: 5,
  seedSeconds: 600,
};
// The seed's clock: vacancies are live relative to it.
const now = new Date('2026-11-01T12:00:00.000Z');

const gc = (globalThis as { gc?: () => void }).gc;

function memoryMiB(): number {
  gc?.();
  const usage = process.memoryUsage();
  return (usage.heapUsed + usage.arrayBuffers) / 1_048_576;
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

function summary(label: string, samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const f = (value: number) => value.toFixed(1).padStart(6);
  return `${label.padEnd(34)} p50 ${f(percentile(sorted, 50))} ms  p95 ${f(percentile(sorted, 95))} ms  p99 ${f(
    percentile(sorted, 99),
  )} ms  max ${f(sorted[sorted.length - 1] ?? 0)} ms`;
}

function toRequest(query: WorkloadQuery): SearchRequest {
  return {
    text: query.text,
    filters: query.filters,
    scope: { kind: 'public' },
    order: { field: query.order as OrderField, direction: 'DESC' },
    offset: (query.page - 1) * 20,
    limit: 20,
    counters: FACET_FIELDS,
  };
}

async function runOn(label: string, db: Db, vacancies: number): Promise<void> {
  console.log(`\n== ${label}: ${vacancies.toLocaleString('es-CO')} vacancies ==`);
  await migrate(db);
  const seeded = await seed(db, { vacancies, seed: 2026, now, log: (message) => console.log(message) });
  console.log(`seed: ${seeded.seconds.toFixed(1)} s`);

  const before = memoryMiB();
  // Polling as in production (every 2 s), so that the freshness figure is what a visitor sees.
  const engine = new MemorySearchEngine({ db, now: () => now });
  const started = performance.now();
  await engine.start();
  const buildMs = performance.now() - started;
  const after = memoryMiB();
  const stats = engine.stats();
  console.log(
    `build: ${(buildMs / 1000).toFixed(2)} s — ${stats.vacancies.toLocaleString('es-CO')} searchable vacancies, ` +
      `${stats.lexemes.toLocaleString('es-CO')} lexemes, ${stats.postings.toLocaleString('es-CO')} postings, ` +
      `${stats.synonymFamilies} synonym families`,
  );
  console.log(
    `memory: +${(after - before).toFixed(0)} MiB (JS heap + typed arrays after GC${gc ? '' : ', no GC: run with --expose-gc'})` +
      (db.kind === 'pglite' ? '; includes growth of the PGlite heap during the load' : ''),
  );

  // Facet values that exist in this data set, for the filters of the workload.
  const probe = await engine.search({
    ...toRequest({ kind: 'empty', text: '', filters: {}, order: 'relevance', page: 1 }),
    limit: 0,
  });
  const values = Object.fromEntries(
    (Object.entries(probe.counters) as [FacetField, { id: string }[]][]).map(([field, entries]) => [
      field,
      entries.map((entry) => entry.id),
    ]),
  ) as Partial<Record<FacetField, string[]>>;
  const warmup = buildWorkload(values, 1, 60);
  const workload = buildWorkload(values, 2, 240);

  const run = async (query: WorkloadQuery) => {
    const t0 = performance.now();
    const result = await engine.search(toRequest(query));
    const t1 = performance.now();
    const rows = await loadCardRows(db, result.ids);
    rows.map((row) => toJobCard(row, { locale: 'es-CO', now, dynamicUrl: dynamicUrlFor(undefined) }));
    const t2 = performance.now();
    return { search: t1 - t0, total: t2 - t0, rows: result.totalRows };
  };
  for (const query of warmup) await run(query);

  const byKind = new Map<string, number[]>();
  const search: number[] = [];
  const total: number[] = [];
  for (const query of workload) {
    const timing = await run(query);
    search.push(timing.search);
    total.push(timing.total);
    const list = byKind.get(query.kind) ?? [];
    list.push(timing.search);
    byKind.set(query.kind, list);
  }
  console.log(`workload: ${workload.length} queries (after ${warmup.length} warm-up queries)`);
  console.log(summary('search + counters', search));
  console.log(summary('search + counters + card hydration', total));
  for (const [kind, samples] of byKind) console.log(summary(`  ${kind} (${samples.length})`, samples));

  // Freshness: a poll that finds nothing, then one that re-indexes 100 edited vacancies.
  const freshness = await secondsUntilSearchable(db, engine);
  console.log(`a published vacancy is found after ${freshness.toFixed(2)} s (polling every 2 s)`);

  const idle = performance.now();
  await engine.refresh();
  const idleMs = performance.now() - idle;
  await db.query(
    `UPDATE vacancies SET urgent = NOT urgent
      WHERE id IN (SELECT id FROM vacancies WHERE status = 'published' ORDER BY id LIMIT 100)`,
  );
  const busy = performance.now();
  await engine.refresh();
  const busyMs = performance.now() - busy;
  console.log(
    `refresh: ${idleMs.toFixed(1)} ms with no change, ${busyMs.toFixed(1)} ms for 100 edited vacancies`,
  );
  await engine.close();

  if (db.kind !== 'postgres') return;
  const sortedSearch = [...search].sort((a, b) => a - b);
  const rows: [string, number, number, string][] = [
    ['search + counters p95', percentile(sortedSearch, 95), TARGETS.searchP95Ms, 'ms'],
    ['index memory', after - before, TARGETS.indexMemoryMiB, 'MiB'],
    ['index build', buildMs / 1000, TARGETS.indexBuildSeconds, 's'],
    ['published vacancy searchable after', freshness, TARGETS.freshnessSeconds, 's'],
    ['seeding', seeded.seconds, TARGETS.seedSeconds, 's'],
  ];
  console.log(`\nTargets (issue #16), ${vacancies.toLocaleString('es-CO')} vacancies on PostgreSQL:`);
  for (const [label, measured, target, unit] of rows) {
    const verdict = measured <= target ? 'ok' : 'OVER TARGET';
    console.log(
      `  ${label.padEnd(36)} ${measured.toFixed(1).padStart(8)} ${unit.padEnd(3)}  target ≤ ${String(target).padStart(4)} ${unit.padEnd(3)}  ${verdict}`,
    );
  }
}

/**
 * Publishes a change as an analyst would (a new word in the title of the newest vacancy that public
 * searches show) and searches for it every 50 ms until the polling index finds it: the time a
 * visitor waits to see it. The vacancy comes from the index itself: the newest published one may
 * belong to a company without a public job site, which public searches never show.
 */
async function secondsUntilSearchable(db: Db, engine: MemorySearchEngine): Promise<number> {
  const newest = await engine.search({
    ...toRequest({ kind: 'empty', text: '', filters: {}, order: 'publishedAt', page: 1 }),
    limit: 1,
    counters: [],
  });
  const [id] = newest.ids;
  if (id === undefined) throw new Error('No vacancy shows in public searches');
  const word = `zafrelux${process.pid}`;
  const started = performance.now();
  await db.query(`UPDATE vacancies SET title = title || ' ' || $2 WHERE id = $1`, [id, word]);
  for (;;) {
    const result = await engine.search({
      ...toRequest({ kind: 'text', text: word, filters: {}, order: 'relevance', page: 1 }),
      counters: [],
    });
    if (result.totalRows > 0) return (performance.now() - started) / 1000;
    if (performance.now() - started > 60_000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function benchPostgres(): Promise<void> {
  const database = `camello_bench_search_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  try {
    const db = await openDatabase({ databaseUrl: url.toString() });
    try {
      await runOn('PostgreSQL', db, pgVacancies);
    } finally {
      await db.close();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.end();
  }
}

async function benchPglite(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'camello-bench-search-'));
  try {
    const db = await openDatabase({ dataDir });
    try {
      await runOn('PGlite', db, pgliteVacancies);
    } finally {
      await db.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

// Each driver runs in its own process, so one's heap and garbage do not weigh on the other's figures.
function runChild(driver: 'postgres' | 'pglite'): void {
  const child = spawnSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, BENCH_ONLY: driver },
    },
  );
  if (child.status !== 0) throw new Error(`The ${driver} benchmark failed (exit ${child.status})`);
}

if (only === 'postgres') await benchPostgres();
else if (only === 'pglite') await benchPglite();
else {
  runChild('postgres');
  runChild('pglite');
}
