import { testDataset } from '@camello/db/testing';
import { describe, expect, it } from 'vitest';
import { setUpApiApp } from '../../test-support/api-app.ts';

type Url = { path: string; lastmod: string | null };
type Index = { sitemaps: { kind: string; page: number; lastmod: string | null }[] };

const jobs = setUpApiApp();

async function getJson<T>(url: string): Promise<T> {
  const response = await jobs.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

async function allJobUrls(pageSize?: number): Promise<Url[]> {
  const query = pageSize ? `?pageSize=${pageSize}` : '';
  const index = await getJson<Index>(`/api/jobs/v1/sitemaps${query}`);
  const pages = index.sitemaps.filter((file) => file.kind === 'empleos');
  const files = await Promise.all(
    pages.map((file) => getJson<{ urls: Url[] }>(`/api/jobs/v1/sitemaps/empleos/${file.page}${query}`)),
  );
  if (pageSize) for (const file of files) expect(file.urls.length).toBeLessThanOrEqual(pageSize);
  return files.flatMap((file) => file.urls);
}

describe('job sitemaps', () => {
  it('list every live public vacancy exactly once and nothing closed, expired, draft, future or private', async () => {
    const { rows } = await jobs.db.query<{ slug: string; indexable: boolean }>(
      `SELECT v.slug, (v.status = 'published' AND v.published_at <= $1
                       AND (v.valid_through IS NULL OR v.valid_through > $1)
                       AND c.job_site_kind = 1 AND c.is_active) AS indexable
         FROM vacancies v JOIN companies c ON c.id = v.company_id`,
      [testDataset.now],
    );
    const expected = rows.filter((row) => row.indexable).map((row) => `/empleos/${row.slug}`);
    const excluded = rows.filter((row) => !row.indexable).map((row) => `/empleos/${row.slug}`);
    expect(excluded.length).toBeGreaterThan(0);
    const paths = (await allJobUrls()).map((url) => url.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...expected].sort());
  });

  it('leaves out private job sites even for published vacancies', async () => {
    const { rows } = await jobs.db.query<{ slug: string }>(
      `SELECT v.slug FROM vacancies v JOIN companies c ON c.id = v.company_id
        WHERE c.job_site_kind = 0 AND v.status = 'published'`,
    );
    expect(rows.length).toBeGreaterThan(0);
    const paths = new Set((await allJobUrls()).map((url) => url.path));
    for (const row of rows) expect(paths.has(`/empleos/${row.slug}`)).toBe(false);
  });

  it('splits into files of the requested size with the same URLs', async () => {
    const whole = (await allJobUrls()).map((url) => url.path);
    const index = await getJson<Index>('/api/jobs/v1/sitemaps?pageSize=40');
    expect(index.sitemaps.filter((file) => file.kind === 'empleos')).toHaveLength(
      Math.ceil(whole.length / 40),
    );
    expect((await allJobUrls(40)).map((url) => url.path)).toEqual(whole);
  });

  it('dates every vacancy with its last change', async () => {
    for (const url of await allJobUrls()) expect(url.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/);
  });

  it('answers 404 past the last file', async () => {
    expect((await jobs.app.inject('/api/jobs/v1/sitemaps/empleos/2')).statusCode).toBe(404);
    expect((await jobs.app.inject('/api/jobs/v1/sitemaps/empresas/2')).statusCode).toBe(404);
  });
});

describe('company and landing sitemaps', () => {
  it('list public job sites only', async () => {
    const { urls } = await getJson<{ urls: Url[] }>('/api/jobs/v1/sitemaps/empresas/1');
    const { rows } = await jobs.db.query<{ slug: string; job_site_kind: number }>(
      'SELECT slug, job_site_kind FROM companies WHERE is_active',
    );
    const paths = new Set(urls.map((url) => url.path));
    expect(paths.has('/empresas')).toBe(true);
    for (const row of rows) expect(paths.has(`/empresas/${row.slug}`)).toBe(Number(row.job_site_kind) === 1);
  });

  it('list the index pages, the site pages and landings of every type, once each', async () => {
    const { urls } = await getJson<{ urls: Url[] }>('/api/jobs/v1/sitemaps/trabajos/1');
    const paths = urls.map((url) => url.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/ayuda',
        '/quienes-somos',
        '/terminos-y-condiciones',
        '/politica-de-tratamiento-de-datos',
      ]),
    );
    expect(paths).toContain('/trabajos/empleos-por-ciudades');
    expect(paths).toContain('/trabajos/empleos-en-bogota');
    expect(paths.some((path) => path.startsWith('/trabajos/ofertas-de-'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/trabajos/trabaja-en-'))).toBe(true);
  });
});
