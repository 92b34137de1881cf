// `npm run bench:web`: page weights, server-rendering throughput and Lighthouse mobile scores of
// the production build, printed next to the budgets of quality/budgets.json. Figures, not tests:
// on a 2-core machine, differences under ~20 % are noise.
import { newestVacancyPath, pageTypes, resolvePath } from '../../e2e/page-types.ts';
import { chromiumMissingReason } from '../../e2e/support/availability.ts';
import { budgetBytes, type LighthouseCategory, readBudgets } from '../../e2e/support/budgets.ts';
import { type E2eFixtures, prepareE2eDatabase } from '../../e2e/support/e2e-database.ts';
import { measurePageWeight } from '../../e2e/support/page-weight.ts';
import { startServer } from '../../e2e/support/server.ts';
import { ensureWebBuild } from '../../e2e/support/web-build.ts';
import { auditMobile } from './lighthouse-audit.ts';
import { loadTest } from './load-test.ts';
import { type BudgetRow, formatBudgetTable, kilobytes } from './report.ts';

const seedVacancies = Number(process.env.BENCH_SEED_VACANCIES ?? 5_000);
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

  const loadTargets: [string, string][] = [['jobs', '/empleos']];
  try {
    const jobPath = await newestVacancyPath(baseUrl);
    const status = (await fetch(new URL(jobPath, baseUrl))).status;
    if (status === 200) loadTargets.push(['job', jobPath]);
    else notes.push(`No job page measured: ${jobPath} answers ${status}.`);
  } catch (error) {
    notes.push(`No job page measured: ${(error as Error).message}.`);
  }
  for (const [page, path] of loadTargets) {
    console.info(`Load test of ${path} (10 connections, 10 s)…`);
    const load = await loadTest(new URL(path, baseUrl).href);
    rows.push({
      metric: 'SSR requests/s',
      page,
      measured: load.requestsPerSecond.toFixed(0),
      budget: '—',
      withinBudget: null,
    });
    rows.push({
      metric: 'SSR latency p99',
      page,
      measured: `${load.p99Ms} ms`,
      budget: '—',
      withinBudget: null,
    });
    if (load.non2xx > 0 || load.errors > 0)
      notes.push(`${path}: ${load.non2xx} non-2xx responses, ${load.errors} errors under load.`);
  }

  const chromiumMissing = chromiumMissingReason();
  if (chromiumMissing) notes.push(`Lighthouse skipped: ${chromiumMissing}.`);
  else {
    const { pages, ...minimumScores } = budgets.lighthouseMobile;
    for (const id of pages) {
      const pageType = pageTypes.find((candidate) => candidate.id === id);
      if (!pageType) throw new Error(`quality/budgets.json names an unknown page type: ${id}`);
      console.info(`Lighthouse (mobile) on ${id}…`);
      const audit = await auditMobile(new URL(await resolvePath(pageType, site), baseUrl).href);
      for (const [category, minimum] of Object.entries(minimumScores) as [LighthouseCategory, number][]) {
        const score = audit.scores[category];
        rows.push({
          metric: `Lighthouse ${category}`,
          page: id,
          measured: String(score),
          budget: `≥ ${minimum}`,
          withinBudget: score >= minimum,
        });
      }
      rows.push({
        metric: 'LCP (mobile)',
        page: id,
        measured: `${Math.round(audit.lcpMs)} ms`,
        budget: '—',
        withinBudget: null,
      });
      rows.push({
        metric: 'TBT (mobile)',
        page: id,
        measured: `${Math.round(audit.tbtMs)} ms`,
        budget: '—',
        withinBudget: null,
      });
      rows.push({
        metric: 'CLS (mobile)',
        page: id,
        measured: audit.cls.toFixed(3),
        budget: '—',
        withinBudget: null,
      });
      if (audit.failedAudits.length > 0)
        notes.push(`${id} loses points on ${audit.failedAudits.join(', ')}.`);
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
