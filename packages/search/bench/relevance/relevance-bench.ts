/**
 * npm run bench:relevance — relevance of the public search on real postings.
 *
 * Imports the dev postings (`../shared/data/relevance-dev/cl-postings.jsonl.gz`, never copied into
 * this repository) into a fresh embedded database through the product's own feed import, filed
 * under one company and Colombian cities, starts the API on a free port and runs the judged
 * queries of `judged-queries.ts` over HTTP. Prints P@10, R@50 and must-include per kind and overall.
 *
 *   RELEVANCE_DEV_POSTINGS   another path to the postings
 *   RELEVANCE_VERBOSE=1      also print each query's figures and its wrong top results
 *   RELEVANCE_DB_DIR=dir     keep the imported database in `dir` and reuse it on the next run
 *                            (the import takes minutes; the default is a fresh, temporary one)
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, importVacancies, migrate, openDatabase, seed } from '@camello/db';
import { createServer } from '../../../../apps/api/src/app.ts';
import {
  DEV_POSTINGS_PATH,
  type DevPosting,
  postingDate,
  readDevPostings,
  textToHtml,
} from './dev-postings.ts';
import { isRelevant, JUDGED_QUERIES, type JudgedQuery, QUERY_KINDS } from './judged-queries.ts';
import { type QueryScore, scoreQuery, summarize } from './metrics.ts';

const TARGETS = { precisionAt10: 0.9, recallAt50: 0.85 };
const COMPANY = { slug: 'bolsa-relevancia', name: 'Bolsa de relevancia' };
/** Postings are filed in these cities by a hash of their id, so place queries know the answer. */
const CITIES = [
  'bogota',
  'medellin',
  'cali',
  'barranquilla',
  'cartagena',
  'bucaramanga',
  'cucuta',
  'santa-marta',
  'pereira',
  'manizales',
  'ibague',
  'villavicencio',
] as const;
const verbose = process.env.RELEVANCE_VERBOSE === '1';

function filedCity(id: string): string {
  let hash = 2_166_136_261;
  for (let index = 0; index < id.length; index++) hash = Math.imul(hash ^ id.charCodeAt(index), 16_777_619);
  return CITIES[(hash >>> 0) % CITIES.length] as string;
}

function feedRow(posting: DevPosting) {
  return {
    externalId: posting.id,
    company: COMPANY.slug,
    title: posting.title.trim().slice(0, 200),
    descriptionHtml: textToHtml(posting.description),
    cities: [filedCity(posting.id)],
    publishedAt: postingDate(posting.date),
  };
}

const PAGE_SIZE = 40;
/** Must-include postings are looked for among this many results. */
const MUST_INCLUDE_DEPTH = 2_000;

/** Public ids of the first `count` results, in order. */
async function searchIds(origin: string, query: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ids.length < count; page++) {
    const params = new URLSearchParams({
      'queries[0][field]': 'all',
      'queries[0][term]': query,
      'paginator[page]': String(page),
      'paginator[pageSize]': String(PAGE_SIZE),
    });
    const response = await fetch(`${origin}/api/jobs/v1/public/jobs/search?${params}`);
    if (!response.ok)
      throw new Error(`Search «${query}» answered ${response.status}: ${await response.text()}`);
    const body = (await response.json()) as { rows: { id: string }[] };
    ids.push(...body.rows.map((row) => row.id));
    if (body.rows.length < PAGE_SIZE) break;
  }
  return ids.slice(0, count);
}

const percent = (value: number | null) => (value === null ? '   —' : value.toFixed(2).padStart(4));

async function main(): Promise<void> {
  const postings = readDevPostings();
  if (!postings) {
    console.log(
      `bench:relevance: the dev postings are not at ${DEV_POSTINGS_PATH}; nothing to measure ` +
        '(they live in ../shared/data/relevance-dev beside the repository, or set RELEVANCE_DEV_POSTINGS).',
    );
    return;
  }
  const keptDir = process.env.RELEVANCE_DB_DIR;
  const dataDir = keptDir ?? (await mkdtemp(join(tmpdir(), 'camello-bench-relevance-')));
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await seed(db, { vacancies: 0, log: () => {} });
    const { rows: existing } = await db.query('SELECT 1 FROM companies WHERE slug = $1', [COMPANY.slug]);
    if (existing.length === 0) await importPostings(db, postings);
    else console.log(`import: reusing the postings imported in ${dataDir}`);

    const { rows: vacancies } = await db.query<{ public_id: string; external_id: string }>(
      'SELECT public_id, external_id FROM vacancies',
    );
    const postingByPublicId = new Map<string, DevPosting>();
    const byId = new Map(postings.map((posting) => [posting.id, posting]));
    for (const vacancy of vacancies) {
      const posting = byId.get(vacancy.external_id);
      if (posting) postingByPublicId.set(vacancy.public_id, posting);
    }

    const app = await createServer({ db });
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const scores: QueryScore[] = [];
      for (const judged of JUDGED_QUERIES) {
        const ids = await searchIds(address, judged.query, judged.mustInclude ? MUST_INCLUDE_DEPTH : 50);
        const found = ids.map((id) => postingByPublicId.get(id)).filter((posting) => posting !== undefined);
        const results = found.slice(0, 50);
        const relevant = postings.filter((posting) => isRelevant(judged, posting, filedCity(posting.id)));
        const score = scoreQuery(judged, found, relevant, (posting) =>
          isRelevant(judged, posting, filedCity(posting.id)),
        );
        scores.push(score);
        if (verbose) printQuery(judged, score, results);
      }
      printSummary(scores);
    } finally {
      await app.close();
    }
  } finally {
    await db.close();
    if (!keptDir) await rm(dataDir, { recursive: true, force: true });
  }
}

async function importPostings(db: Db, postings: DevPosting[]): Promise<void> {
  await db.query(
    `INSERT INTO companies (slug, name, country_id) SELECT $1, $2, id FROM countries WHERE iso2 = 'co'`,
    [COMPANY.slug, COMPANY.name],
  );
  const rows = postings.filter((posting) => posting.title?.trim()).map(feedRow);
  const started = performance.now();
  const imported = await importVacancies(db, rows);
  console.log(
    `import: ${imported.inserted.toLocaleString('es-CO')} of ${rows.length.toLocaleString('es-CO')} postings in ` +
      `${((performance.now() - started) / 1000).toFixed(0)} s, ${imported.rejected.length} rejected`,
  );
  for (const rejected of imported.rejected.slice(0, 5)) {
    console.log(`  rejected ${rejected.externalId}: ${rejected.reason}`);
  }
}

function printQuery(judged: JudgedQuery, score: QueryScore, results: DevPosting[]): void {
  console.log(
    `${judged.kind.padEnd(15)} ${judged.query.padEnd(36)} relevant ${String(score.relevant).padStart(5)}  ` +
      `P@10 ${percent(score.precisionAt10)}  R@50 ${percent(score.recallAt50)}  wrong@10 ${score.wrongAt10}`,
  );
  for (const posting of results.slice(0, 10)) {
    if (!score.relevantIds.has(posting.id))
      console.log(`      ✗ ${posting.id} ${posting.title.slice(0, 70)}`);
  }
}

function printSummary(scores: QueryScore[]): void {
  console.log(
    `\n${'kind'.padEnd(16)}${'queries'.padStart(8)}${'P@10'.padStart(7)}${'R@50'.padStart(7)}` +
      `${'must-incl.'.padStart(12)}${'wrong@10'.padStart(10)}`,
  );
  const line = (label: string, selected: QueryScore[]) => {
    const summary = summarize(selected);
    console.log(
      `${label.padEnd(16)}${String(selected.length).padStart(8)}${percent(summary.precisionAt10).padStart(7)}` +
        `${percent(summary.recallAt50).padStart(7)}${summary.mustInclude.padStart(12)}` +
        `${String(summary.wrongAt10).padStart(10)}`,
    );
  };
  for (const kind of QUERY_KINDS)
    line(
      kind,
      scores.filter((score) => score.kind === kind),
    );
  line('overall', scores);
  const overall = summarize(scores);
  const negatives = scores.filter((score) => score.kind === 'negative');
  const cleanNegatives = negatives.filter((score) => score.wrongAt10 === 0).length;
  console.log(
    `\ntargets: P@10 ≥ ${TARGETS.precisionAt10} (${percent(overall.precisionAt10)}), ` +
      `R@50 ≥ ${TARGETS.recallAt50} (${percent(overall.recallAt50)}), ` +
      `negatives with no wrong result in the top 10: ${cleanNegatives} of ${negatives.length}`,
  );
}

await main();
