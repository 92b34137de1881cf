import { spawn } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext } from './support/chromium.ts';
import { prepareE2eDatabase } from './support/e2e-database.ts';
import { repositoryRoot } from './support/paths.ts';
import { type RunningServer, startServer } from './support/server.ts';

type Fixtures = {
  /** A public company and one of its live vacancies, and one we close before the server starts. */
  company: string;
  liveJob: string;
  remoteJob: { company: string; slug: string } | null;
  closedJob: string;
  /** A private job site and the origin allowed to embed it. */
  privateCompany: string;
  privateOrigin: string;
};

// Picks the fixtures straight from the fresh database (the server is not running yet, so nothing
// else holds it) and closes one vacancy.
const pickFixtures = `
import { openDatabase } from '@camello/db';
const db = await openDatabase({ dataDir: process.env.DATA_DIR });
const live = "v.status = 'published' AND (v.valid_through IS NULL OR v.valid_through > now()) AND v.published_at <= now()";
const one = async (sql) => (await db.query(sql)).rows[0];
const company = await one(\`SELECT c.slug FROM companies c JOIN vacancies v ON v.company_id = c.id
  WHERE c.job_site_kind = 1 AND c.is_active AND \${live} GROUP BY c.slug HAVING count(*) >= 3 ORDER BY c.slug LIMIT 1\`);
const jobs = (await db.query(\`SELECT v.slug FROM vacancies v JOIN companies c ON c.id = v.company_id
  WHERE c.slug = $1 AND NOT v.is_remote AND \${live} ORDER BY v.slug LIMIT 2\`, [company.slug])).rows;
await db.query("UPDATE vacancies SET status = 'closed' WHERE slug = $1", [jobs[1].slug]);
const remote = await one(\`SELECT v.slug, c.slug AS company FROM vacancies v JOIN companies c ON c.id = v.company_id
  WHERE c.job_site_kind = 1 AND v.is_remote AND \${live} ORDER BY v.slug LIMIT 1\`);
const privateSite = await one(\`SELECT slug, frame_ancestors[1] AS origin FROM companies
  WHERE job_site_kind = 0 AND is_active AND cardinality(frame_ancestors) > 0 ORDER BY slug LIMIT 1\`);
await db.close();
console.log(JSON.stringify({ company: company.slug, liveJob: jobs[0].slug, closedJob: jobs[1].slug,
  remoteJob: remote ? { company: remote.company, slug: remote.slug } : null,
  privateCompany: privateSite.slug, privateOrigin: privateSite.origin }));
`;

function runFixtureScript(dataDir: string): Promise<Fixtures> {
  const child = spawn(
    path.join(repositoryRoot, 'node_modules', '.bin', 'node'),
    ['--input-type=module', '-e', pickFixtures],
    { cwd: repositoryRoot, env: { ...process.env, DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Fixtures) : reject(new Error(`Fixture script failed: ${err}`)),
    );
  });
}

let server: RunningServer;
let fixtures: Fixtures;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    seedVacancies: 300,
    prepareDataDir: async (dataDir) => {
      await prepareE2eDatabase(dataDir, 300);
      fixtures = await runFixtureScript(dataDir);
    },
  });
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Runs `run` on a page of a new desktop visitor's context on the server; closes the context after. */
async function onDesktopPage<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const context = await newContext(browser, 'desktop', server.baseUrl);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const url = (path: string) => new URL(path, server.baseUrl).href;

type JsonLdNode = Record<string, unknown> & { '@type': string };

/** The properties Google requires of a JobPosting. */
const JOB_POSTING_REQUIRED = [
  'title',
  'description',
  'datePosted',
  'hiringOrganization',
  'jobLocation',
  'identifier',
];

/** The JSON-LD objects of a page as a crawler reads them, each block parsed. */
async function jsonLdOf(path: string): Promise<JsonLdNode[]> {
  return onDesktopPage(async (page) => {
    await page.goto(path);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.flatMap((block) => {
      const parsed = JSON.parse(block) as JsonLdNode & { '@graph'?: JsonLdNode[] };
      return parsed['@graph'] ?? [parsed];
    });
  });
}

describe('company job site', () => {
  it('shows the company, its vacancies under its own path, Organization and BreadcrumbList', async () => {
    await onDesktopPage(async (page) => {
      const response = await page.goto(`/empresas/${fixtures.company}`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
      expect(response?.headers().etag).toMatch(/^W\/"/);
      const jobLinks = await page
        .locator(`main a[href^="/empresas/${fixtures.company}/"]`)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(jobLinks.length).toBeGreaterThan(0);
      await expect(page.locator('meta[name="robots"]').count()).resolves.toBe(0);
      await expect(page.locator('meta[property="og:title"]').count()).resolves.toBe(1);
      await expect(page.locator('meta[name="twitter:card"]').getAttribute('content')).resolves.toBe(
        'summary',
      );
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('es-CO');
    });
    const types = (await jsonLdOf(`/empresas/${fixtures.company}`)).map((node) => node['@type']);
    expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']));
  });

  it('gives a company job page its JobPosting with the required properties', async () => {
    const nodes = await jsonLdOf(`/empresas/${fixtures.company}/${fixtures.liveJob}`);
    const posting = nodes.find((node) => node['@type'] === 'JobPosting');
    expect(posting).toBeDefined();
    for (const property of JOB_POSTING_REQUIRED) {
      expect(posting, property).toHaveProperty(property);
    }
    expect(typeof posting?.directApply).toBe('boolean');
    expect(nodes.some((node) => node['@type'] === 'BreadcrumbList')).toBe(true);
  });

  it('gives the public vacancy page the same JobPosting, with Open Graph and its canonical', async () => {
    const nodes = await jsonLdOf(`/empleos/${fixtures.liveJob}`);
    const posting = nodes.find((node) => node['@type'] === 'JobPosting');
    for (const property of JOB_POSTING_REQUIRED) {
      expect(posting, property).toHaveProperty(property);
    }
    expect(posting?.url).toBe(url(`/empleos/${fixtures.liveJob}`));
    const html = await (await fetch(url(`/empleos/${fixtures.liveJob}`))).text();
    expect(html).toContain(`<link rel="canonical" href="${url(`/empleos/${fixtures.liveJob}`)}"/>`);
    expect(html).toContain('<meta property="og:type" content="article"/>');
  });

  it('marks a remote vacancy TELECOMMUTE with where applicants may live', async () => {
    if (!fixtures.remoteJob) throw new Error('The e2e dataset has no remote vacancy');
    const nodes = await jsonLdOf(`/empresas/${fixtures.remoteJob.company}/${fixtures.remoteJob.slug}`);
    const posting = nodes.find((node) => node['@type'] === 'JobPosting');
    expect(posting?.jobLocationType).toBe('TELECOMMUTE');
    expect(posting?.applicantLocationRequirements).toEqual(
      expect.arrayContaining([expect.objectContaining({ '@type': 'Country' })]),
    );
  });

  it('keeps the campaign parameters of the visit in the way to apply', async () => {
    await onDesktopPage(async (page) => {
      await page.goto(
        `/empresas/${fixtures.company}/${fixtures.liveJob}?utm_source=boletin&utm_campaign=noviembre&suggestedByMatcher=true`,
      );
      const href = (await page.getByRole('link', { name: 'Postularme' }).first().getAttribute('href')) ?? '';
      // The apply page of the vacancy, carrying the visit's campaign (a visitor signs in on the way).
      const apply = new URL(href, server.baseUrl);
      expect(apply.pathname).toBe(`/empleos/postular/${fixtures.liveJob}`);
      expect(apply.searchParams.get('utm_source')).toBe('boletin');
      expect(apply.searchParams.get('utm_campaign')).toBe('noviembre');
      expect(apply.searchParams.get('suggestedByMatcher')).toBe('true');
    });
  });

  it('shows the same vacancy detail as /empleos, with breadcrumbs and similar vacancies on the site', async () => {
    await onDesktopPage(async (page) => {
      const response = await page.goto(`/empresas/${fixtures.company}/${fixtures.liveJob}`);
      expect(response?.status()).toBe(200);
      const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      expect(title).not.toBe('');
      for (const name of ['Detalles de la oferta', 'Descripción', '¿Te interesa esta vacante?']) {
        await expect(page.getByRole('heading', { level: 2, name }).count(), name).resolves.toBe(1);
      }
      const crumbs = page.getByRole('navigation', { name: 'Estás en' }).getByRole('link');
      await expect(crumbs.nth(2).getAttribute('href')).resolves.toBe(`/empresas/${fixtures.company}`);
      await expect(page.locator('meta[name="robots"]').count()).resolves.toBe(0);
      const similar = await page
        .getByRole('region', { name: 'Vacantes similares:' })
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(similar.length).toBeGreaterThan(0);
      for (const href of similar) {
        expect(href.startsWith(`/empresas/${fixtures.company}/`), href).toBe(true);
        expect(href).not.toContain('utm_');
      }
    });
  });

  it('answers 410 for a closed vacancy with similar open jobs tagged as expired-vacancy suggestions', async () => {
    await onDesktopPage(async (page) => {
      const response = await page.goto(`/empresas/${fixtures.company}/${fixtures.closedJob}`);
      expect(response?.status()).toBe(410);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(
        /ya no está disponible/,
      );
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toMatch(/noindex/);
      const links = await page
        .getByRole('heading', { name: 'Vacantes similares' })
        .locator('xpath=following-sibling::ul[1]')
        .getByRole('link')
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const target = new URL(link, server.baseUrl);
        expect(target.searchParams.get('utm_source')).toBe('vacante-expirada');
        expect(target.searchParams.get('utm_medium')).toBe('referral');
        expect(target.searchParams.get('utm_campaign')).toBe('job-suggested');
        expect(target.pathname).not.toContain(fixtures.closedJob);
        // The site's own vacancies when it has some alike, else open ones of the whole site.
        expect(target.pathname, link).toMatch(new RegExp(`^/(empresas/${fixtures.company}|empleos)/`));
      }
      const next = await page.request.get(links[0] ?? '');
      expect(next.status()).toBe(200);
    });
  });
});

describe('widget mode and private job sites', () => {
  it('keeps a private job site out of search engines and sitemaps', async () => {
    const page = await fetch(url(`/empresas/${fixtures.privateCompany}`));
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    const companies = await (await fetch(url('/sitemaps/empresas-1.xml'))).text();
    expect(companies).not.toContain(`/empresas/${fixtures.privateCompany}<`);
    expect(companies).toContain(`/empresas/${fixtures.company}<`);
  });

  it('lets only the company origin frame the widget, without header nor footer', async () => {
    const plain = await fetch(url(`/empresas/${fixtures.privateCompany}`));
    expect(plain.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Asked for again and again, as pages kept rendered are: each answer lets the company frame it.
    for (const _ask of [1, 2, 3]) {
      const widget = await fetch(url(`/empresas/${fixtures.privateCompany}?widgetType=iframe`));
      expect(widget.headers.get('content-security-policy')).toContain(
        `frame-ancestors ${fixtures.privateOrigin}`,
      );
      expect(widget.headers.get('x-frame-options')).toBeNull();
    }

    await onDesktopPage(async (page) => {
      await page.goto(`/empresas/${fixtures.privateCompany}?widgetType=iframe`);
      await expect(page.getByRole('banner').count()).resolves.toBe(0);
      await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
      expect(await page.locator('main a[href^="/empresas/"]').count()).toBeGreaterThan(0);
    });
  });

  it('frames a private job site vacancy for its company only, kept out of search engines', async () => {
    const search = await fetch(
      url(`/api/jobs/v1/public/jobs/search?companySlug=${fixtures.privateCompany}&paginator[page]=1`),
    );
    const [job] = ((await search.json()) as { rows: { jobSlug: string }[] }).rows;
    if (!job) throw new Error('The private job site has no vacancy');
    const path = `/empresas/${fixtures.privateCompany}/${job.jobSlug}`;
    const plain = await fetch(url(path));
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(await plain.text()).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
    const widget = await fetch(url(`${path}?widgetType=iframe`));
    expect(widget.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${fixtures.privateOrigin}`,
    );

    await onDesktopPage(async (page) => {
      await page.goto(`${path}?widgetType=iframe`);
      await expect(page.getByRole('banner').count()).resolves.toBe(0);
      await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
      await expect(page.getByRole('heading', { level: 2, name: 'Descripción' }).count()).resolves.toBe(1);
      await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toMatch(/noindex/);
    });
  });

  it('is refused inside a frame of another origin', async () => {
    await onDesktopPage(async (page) => {
      // A page on another origin (127.0.0.1 vs localhost) that frames the widget.
      const framer = server.baseUrl.replace('127.0.0.1', 'localhost');
      await page.goto(`${framer}/robots.txt`);
      await page.setContent(
        `<iframe title="widget" src="${url(`/empresas/${fixtures.privateCompany}?widgetType=iframe`)}"></iframe>`,
      );
      const frame = page.frameLocator('iframe');
      await expect(frame.locator('main').count()).resolves.toBe(0);
    });
  });
});

describe('sitemaps and robots.txt', () => {
  it('robots.txt names the sitemap index', async () => {
    const text = await (await fetch(url('/robots.txt'))).text();
    expect(text).toContain(`Sitemap: ${url('/sitemap.xml')}`);
  });

  it('the sitemap index lists the job, landing and company sitemaps, which list no closed vacancy', async () => {
    const index = await (await fetch(url('/sitemap.xml'))).text();
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect(files.map((file) => new URL(file).pathname)).toEqual(
      expect.arrayContaining([
        '/sitemaps/empleos-1.xml',
        '/sitemaps/trabajos-1.xml',
        '/sitemaps/empresas-1.xml',
      ]),
    );
    const jobs = await (await fetch(url('/sitemaps/empleos-1.xml'))).text();
    expect(jobs).toContain(`/empleos/${fixtures.liveJob}<`);
    expect(jobs).not.toContain(`/empleos/${fixtures.closedJob}<`);
    expect((await fetch(url('/sitemaps/empleos-99.xml'))).status).toBe(404);
  });
});
