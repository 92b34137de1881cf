// `npm run audit:seo`: Lighthouse (mobile, the bench's settings) on a vacancy page, a landing, a
// company job site and its vacancy page, served by the production build with a fresh database.
// Prints each page's SEO score and the SEO audits that cost points; exits 1 below 100.
import { auditMobile } from '../bench/web/lighthouse-audit.ts';
import { prepareE2eDatabase } from './support/e2e-database.ts';
import { startServer } from './support/server.ts';
import { ensureWebBuild } from './support/web-build.ts';

const seedVacancies = 300;

async function json<T>(baseUrl: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** One representative page of each kind, found through the API of the running server. */
async function pagesToAudit(baseUrl: string): Promise<{ name: string; path: string }[]> {
  const [landing] = await json<{ url: string }[]>(baseUrl, '/api/jobs/v1/landing/list/by-location');
  const [company] = await json<{ url: string }[]>(baseUrl, '/api/jobs/v1/mega-menu/by-company');
  if (!landing || !company) throw new Error('The seeded database has no landing or company');
  const companySlug = company.url.replace('/empresas/', '');
  const { rows } = await json<{ rows: { jobSlug: string }[] }>(
    baseUrl,
    `/api/jobs/v1/public/jobs/search?companySlug=${companySlug}`,
  );
  const jobSlug = rows[0]?.jobSlug;
  if (!jobSlug) throw new Error(`${companySlug} has no vacancy`);
  return [
    { name: 'vacante (/empleos/…)', path: `/empleos/${jobSlug}` },
    { name: 'vacante en sitio de empresa', path: `${company.url}/${jobSlug}` },
    { name: 'landing', path: landing.url },
    { name: 'sitio de empleo de empresa', path: company.url },
    { name: 'índice por ciudades', path: '/trabajos/empleos-por-ciudades' },
  ];
}

ensureWebBuild();
const server = await startServer({
  seedVacancies,
  prepareDataDir: async (dataDir) => {
    await prepareE2eDatabase(dataDir, seedVacancies);
  },
});
let failed = false;
try {
  for (const page of await pagesToAudit(server.baseUrl)) {
    const result = await auditMobile(new URL(page.path, server.baseUrl).href);
    const seoFailures = result.failedAudits.filter((audit) => audit.startsWith('seo:'));
    console.info(`SEO ${String(result.scores.seo).padStart(3)}  ${page.name}  ${page.path}`);
    for (const audit of seoFailures) console.info(`        ${audit}`);
    if (result.scores.seo < 100) failed = true;
  }
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
