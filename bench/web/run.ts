// `npm run bench:web`: page weights, the server's CPU time per rendered page, throughput against
// the search API's, and Lighthouse mobile figures of the production build, printed next to their
// targets (quality/budgets.json). Figures, not tests: on a 2-core machine times are noisy, CPU
// time per request and the page/API ratios of one run much less so.
import { brotliCompressSync, constants } from 'node:zlib';
import { pageTypes, resolvePath } from '../../e2e/page-types.ts';
import { chromiumMissingReason } from '../../e2e/support/availability.ts';
import { budgetBytes, type LighthouseCategory, readBudgets } from '../../e2e/support/budgets.ts';
import { type E2eFixtures, prepareE2eDatabase } from '../../e2e/support/e2e-database.ts';
import { measurePageWeight } from '../../e2e/support/page-weight.ts';
import { startServer } from '../../e2e/support/server.ts';
import { ensureWebBuild } from '../../e2e/support/web-build.ts';
import { auditMobile } from './lighthouse-audit.ts';
import { type LoadResult, loadTest } from './load-test.ts';
import { type BudgetRow, formatBudgetTable, kilobytes } from './report.ts';
import { distinctSearches, vacancyPaths } from './workload.ts';

const seedVacancies = Number(process.env.BENCH_SEED_VACANCIES ?? 5_000);
/**
 * The page types Lighthouse audits: every public one (answering 200), or only those named in
 * `BENCH_LIGHTHOUSE_PAGES=jobs,job`; `none` skips Lighthouse. An unknown name stops the bench before
 * it starts, not after its load tests.
 */
const auditedPageTypes = (() => {
  const named = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').filter((id) => id !== '' && id !== 'none');
  if (named === undefined) return pageTypes.filter((pageType) => pageType.status === 200);
  return named.map((id) => {
    const pageType = pageTypes.find((candidate) => candidate.id === id);
    if (!pageType)
      throw new Error(
        `BENCH_LIGHTHOUSE_PAGES names an unknown page type: ${id} (known: ${pageTypes.map((known) => known.id).join(', ')})`,
      );
    return pageType;
  });
})();
/** Lighthouse runs per page, of which the median run counts (`BENCH_LIGHTHOUSE_RUNS`, 3). */
const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const budgets = readBudgets();
const rows: BudgetRow[] = [];
const notes: string[] = [];

const withinBytes = (metric: string, page: string, bytes: number, budget: number | null) =>
  rows.push({
    metric,
    page,
    measured: kilobytes(bytes),
    budget: budget === null ? '—' : `≤ ${kilobytes(budget)}`,
    withinBudget: budget === null ? null : bytes <= budget,
  });
const figure = (metric: string, page: string, measured: string) =>
  rows.push({ metric, page, measured, budget: '—', withinBudget: null });
const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;

ensureWebBuild();
console.info(
  `Starting the production server with ${seedVacancies.toLocaleString('es-CO')} seeded vacancies…`,
);
let fixtures: E2eFixtures | undefined;
const server = await startServer({
  seedVacancies,
  // As `npm start` runs it: without it the server renders with React's development build, which
  // checks every element and takes about twice the CPU time per page.
  env: { NODE_ENV: 'production' },
  prepareDataDir: async (dataDir) => {
    fixtures = await prepareE2eDatabase(dataDir, seedVacancies, { xssFixtures: false });
  },
});
try {
  const { baseUrl } = server;
  const site = { baseUrl, ...fixtures };

  for (const pageType of pageTypes) {
    const weight = await measurePageWeight(baseUrl, await resolvePath(pageType, site));
    withinBytes(
      'client JS (gzip)',
      pageType.id,
      weight.js.gzip,
      budgetBytes(budgets.clientJsGzipKB, pageType.id),
    );
    withinBytes('client JS (raw)', pageType.id, weight.js.raw, null);
    withinBytes('CSS (gzip)', pageType.id, weight.css.gzip, budgetBytes(budgets.cssGzipKB, pageType.id));
    withinBytes('HTML (gzip)', pageType.id, weight.html.gzip, null);
    withinBytes('HTML (raw)', pageType.id, weight.html.raw, null);
  }

  // Server rendering: each request a different search, as the issue measured it.
  const { listing, api } = await distinctSearches(baseUrl);
  const jobs = await vacancyPaths(baseUrl);
  const sample = await fetch(new URL(listing[0] ?? '/empleos', baseUrl), {
    headers: { accept: 'text/html' },
  });
  const sampleHtml = Buffer.from(await sample.arrayBuffer());
  const loaderData = [...sampleHtml.toString('utf8').matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((script) => script.includes('streamController'))
    .join('').length;
  const brotli = brotliCompressSync(sampleHtml, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  figure('HTML (raw)', 'listing q + city', kilobytes(sampleHtml.length));
  figure('HTML (brotli 5)', 'listing q + city', kilobytes(brotli.length));
  figure('loader data (raw)', 'listing q + city', kilobytes(loaderData));
  figure('served as', 'listing q + city', sample.headers.get('content-encoding') ?? 'identity');
  figure('distinct searches', 'listing q + city', String(listing.length));

  // The listing's searches are distinct, and each is rendered; vacancy pages are asked again and
  // again, as a first visit (no cookie, answered from the pages kept rendered) and rendered.
  const runs: [string, readonly string[], string, boolean][] = [
    ['static /robots.txt', ['/robots.txt'], 'text/plain', false],
    ['search API', api, 'application/json', false],
    ['listing q + city', listing, 'text/html', true],
    ['vacancy page', jobs, 'text/html', false],
    ['vacancy page, rendered', jobs, 'text/html', true],
  ];
  const loads = new Map<string, LoadResult>();
  for (const [page, paths, accept, rendered] of runs) {
    console.info(`Load test of ${page} (${paths.length} distinct URLs, 10 connections)…`);
    const load = await loadTest(baseUrl, paths, { accept, rendered, serverPid: server.pid });
    loads.set(page, load);
    figure('requests/s', page, load.requestsPerSecond.toFixed(0));
    figure('latency p50', page, `${load.p50Ms} ms`);
    const cpuTarget =
      page === 'listing q + city'
        ? budgets.serverRendering.listingCpuMs
        : page === 'vacancy page, rendered'
          ? budgets.serverRendering.jobCpuMs
          : null;
    rows.push({
      metric: 'server CPU per request',
      page,
      measured: `${load.cpuMsPerRequest.toFixed(1)} ms`,
      budget: cpuTarget === null ? '—' : `≤ ${cpuTarget} ms`,
      withinBudget: cpuTarget === null ? null : load.cpuMsPerRequest <= cpuTarget,
    });
    const p99Target = page === 'listing q + city' || page === 'vacancy page';
    rows.push({
      metric: 'latency p99',
      page,
      measured: `${load.p99Ms} ms`,
      budget: p99Target ? `< ${budgets.serverRendering.p99Ms} ms (quiet machine)` : '—',
      withinBudget: p99Target ? load.p99Ms < budgets.serverRendering.p99Ms : null,
    });
    if ((paths === api || paths === listing) && load.requests > paths.length)
      notes.push(
        `${page}: ${load.requests} requests for ${paths.length} distinct searches, so some were asked again (and may have been answered from memory).`,
      );
    if (load.non2xx > 0 || load.errors > 0)
      notes.push(`${page}: ${load.non2xx} non-2xx responses, ${load.errors} errors under load.`);
  }
  const apiRate = loads.get('search API')?.requestsPerSecond ?? Number.NaN;
  for (const page of ['listing q + city', 'vacancy page', 'vacancy page, rendered']) {
    figure('req/s ÷ search API', page, percent((loads.get(page)?.requestsPerSecond ?? 0) / apiRate));
    // The same ratio from the server's CPU time per request, which other load on the machine skews less.
    const apiCpu = loads.get('search API')?.cpuMsPerRequest ?? Number.NaN;
    figure('API CPU ÷ page CPU', page, percent(apiCpu / (loads.get(page)?.cpuMsPerRequest ?? Number.NaN)));
  }

  const chromiumMissing = chromiumMissingReason();
  const { scores, firstContentfulPaintMs, largestContentfulPaintMs } = budgets.lighthouseMobile;
  if (chromiumMissing) notes.push(`Lighthouse skipped: ${chromiumMissing}.`);
  else {
    for (const pageType of auditedPageTypes) {
      const { id } = pageType;
      console.info(`Lighthouse (mobile) on ${id}, median of ${lighthouseRuns} run(s)…`);
      const url = new URL(await resolvePath(pageType, site), baseUrl).href;
      const audit = await auditMobile(url, lighthouseRuns).catch((error: unknown) => {
        notes.push(`Lighthouse on ${id}: ${(error as Error).message}`);
        return null;
      });
      if (!audit) continue;
      for (const [category, minimum] of Object.entries(scores) as [LighthouseCategory, number][]) {
        const score = audit.scores[category];
        // A page kept out of search engines on purpose loses SEO points for exactly that.
        const targeted = category !== 'seo' || audit.indexable;
        rows.push({
          metric: `Lighthouse ${category}`,
          page: id,
          measured: String(score),
          budget: targeted ? `≥ ${minimum}` : '— (noindex)',
          withinBudget: targeted ? score >= minimum : null,
        });
      }
      for (const [metric, measured, target] of [
        ['first paint, FCP (mobile)', audit.fcpMs, firstContentfulPaintMs],
        ['LCP (mobile)', audit.lcpMs, largestContentfulPaintMs],
      ] as const) {
        rows.push({
          metric,
          page: id,
          measured: `${Math.round(measured)} ms`,
          budget: `≤ ${target} ms`,
          withinBudget: measured <= target,
        });
      }
      figure('TBT (mobile)', id, `${Math.round(audit.tbtMs)} ms`);
      figure('CLS (mobile)', id, audit.cls.toFixed(3));
      figure('render-blocking requests', id, String(audit.renderBlocking.length));
      const lost = audit.failedAudits.filter((failed) => audit.indexable || !failed.startsWith('seo:'));
      if (lost.length > 0) notes.push(`${id} loses points on ${lost.join(', ')}.`);
    }
  }
} finally {
  await server.stop();
}

console.info(`\n${formatBudgetTable(rows)}`);
if (notes.length > 0) console.info(`\n${notes.join('\n')}`);
const over = rows.filter((row) => row.withinBudget === false);
if (over.length > 0) {
  console.info(`\n${over.length} figure(s) over budget.`);
  process.exitCode = 1;
}
