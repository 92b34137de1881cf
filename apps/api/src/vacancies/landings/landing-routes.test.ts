import { testDataset } from '@camello/db/testing';
import type { Landing, LandingLink } from '@camello/domain/contracts';
import { describe, expect, it } from 'vitest';
import { setUpApiApp } from '../../test-support/api-app.ts';

const jobs = setUpApiApp();

async function getJson<T>(url: string): Promise<T> {
  const response = await jobs.app.inject(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/**
 * Live public vacancies matching a SQL condition on v (vacancy), c (company), ci (city),
 * o (occupation), and their openings (open quotas).
 */
async function liveTotals(
  condition: string,
  values: unknown[],
): Promise<{ vacancies: number; openings: number }> {
  const { rows } = await jobs.db.query<{ vacancies: number; openings: number }>(
    `SELECT count(*)::int AS vacancies, coalesce(sum(number_of_quotas), 0)::int AS openings FROM vacancies
      WHERE id IN (SELECT v.id FROM vacancies v
        JOIN companies c ON c.id = v.company_id
        LEFT JOIN vacancy_cities vc ON vc.vacancy_id = v.id LEFT JOIN cities ci ON ci.id = vc.city_id
        LEFT JOIN occupations o ON o.id = v.occupation_id
       WHERE v.status = 'published' AND v.published_at <= $1 AND (v.valid_through IS NULL OR v.valid_through > $1)
         AND c.is_active AND c.job_site_kind = 1 AND ${condition})`,
    [testDataset.now, ...values],
  );
  return rows[0] ?? { vacancies: 0, openings: 0 };
}

describe('GET /api/jobs/v1/landing/list/{type}', () => {
  it('lists city landings with readable slugs and their live openings, most openings first', async () => {
    const links = await getJson<LandingLink[]>('/api/jobs/v1/landing/list/by-location');
    expect(links.length).toBeGreaterThan(3);
    const [first, second] = links as [LandingLink, LandingLink];
    expect(first.slug).toMatch(/^empleos-en-[a-z0-9-]+$/);
    expect(first.url).toBe(`/trabajos/${first.slug}`);
    expect(first.h1).toMatch(/^Empleos en /);
    expect(first.quotas).toBeGreaterThanOrEqual(second.quotas);
    const citySlug = first.slug.replace('empleos-en-', '');
    const live = await liveTotals('ci.slug = $2', [citySlug]);
    // Openings, not vacancies: the seed gives some vacancies several openings.
    expect(live.openings).toBeGreaterThan(live.vacancies);
    expect(first.quotas).toBe(live.openings);
  });

  it('answers every landing type, each link resolving to its landing', async () => {
    const types = [
      'by-occupation',
      'by-occupation-category',
      'by-location-state',
      'by-location',
      'by-location-ocupacol',
      'by-sector',
      'by-company',
      'search-hit',
      'by-occupation-with-location',
    ];
    for (const type of types) {
      const links = await getJson<LandingLink[]>(`/api/jobs/v1/landing/list/${type}`);
      expect(links.length, type).toBeGreaterThan(0);
      const link = links[0] as LandingLink;
      expect(link.type).toBe(type);
      const landing = await getJson<Landing>(`/api/jobs/v1/landing/${link.slug}`);
      expect(landing).toMatchObject({ type, slug: link.slug, url: link.url, h1: link.h1 });
      expect(landing.openings, type).toBe(link.quotas);
    }
  });

  it('rejects an unknown type', async () => {
    expect((await jobs.app.inject('/api/jobs/v1/landing/list/by-salary')).statusCode).toBe(400);
  });
});

describe('GET /api/jobs/v1/landing/{slug}', () => {
  it('describes a city landing: copy, search filter, breadcrumbs and related occupation-in-city landings', async () => {
    const [city] = await getJson<LandingLink[]>('/api/jobs/v1/landing/list/by-location');
    const landing = await getJson<Landing>(`/api/jobs/v1/landing/${city?.slug}`);
    const citySlug = city?.slug.replace('empleos-en-', '') ?? '';
    expect(landing.search).toEqual({ text: '', filters: { city: [citySlug] }, companySlug: null });
    expect(landing.introduction).toContain(landing.h1.replace('Empleos ', ''));
    expect(landing.title).toContain(landing.h1);
    expect(landing.breadcrumbs.map((item) => item.url)).toEqual([
      '/',
      '/empleos',
      '/trabajos/empleos-por-ciudades',
      landing.url,
    ]);
    expect(landing.related.length).toBeGreaterThan(0);
    for (const related of landing.related) {
      expect(related.type).toBe('by-occupation-with-location');
      expect(related.slug.endsWith(`-en-${citySlug}`)).toBe(true);
    }
    expect(landing.lastModified).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('words the landing from the catalogs, in English for en-US', async () => {
    const [city] = await getJson<LandingLink[]>('/api/jobs/v1/landing/list/by-location');
    const url = `/api/jobs/v1/landing/${city?.slug}`;
    const spanish = await getJson<Landing>(url);
    const name = spanish.h1.replace('Empleos en ', '');
    expect(spanish.h1).toBe(`Empleos en ${name}`);
    expect(spanish.introduction).toMatch(
      new RegExp(`^Hay \\d+ ofertas? de trabajo en ${name} con \\d+ vacantes? disponibles?\\. `),
    );
    expect(spanish.breadcrumbs.map((item) => item.label).slice(0, 3)).toEqual([
      'Inicio',
      'Empleos',
      'Empleos por ciudades',
    ]);
    const response = await jobs.app.inject({ url, headers: { 'accept-language': 'en-US' } });
    const english = response.json() as Landing;
    expect(english.h1).toBe(`Jobs in ${name}`);
    expect(english.title).toMatch(new RegExp(`^Jobs in ${name}: \\d+ job offers?$`));
    expect(english.introduction).toMatch(/^There (is|are) \d+ job offers? in /);
    expect(english.breadcrumbs.map((item) => item.label).slice(0, 3)).toEqual([
      'Home',
      'Jobs',
      'Jobs by city',
    ]);
  });

  it('reads an occupation-in-city slug whose occupation contains "-en-" and links its parent', async () => {
    const { rows } = await jobs.db.query<{ occupation: string; city: string }>(
      `SELECT o.slug AS occupation, ci.slug AS city FROM vacancies v
         JOIN companies c ON c.id = v.company_id AND c.job_site_kind = 1
         JOIN occupations o ON o.id = v.occupation_id
         JOIN vacancy_cities vc ON vc.vacancy_id = v.id JOIN cities ci ON ci.id = vc.city_id
        WHERE v.status = 'published' AND o.slug LIKE '%-en-%' LIMIT 1`,
    );
    const pair = rows[0];
    if (!pair) throw new Error('The test dataset has no occupation slug with "-en-"');
    const landing = await getJson<Landing>(
      `/api/jobs/v1/landing/empleos-de-${pair.occupation}-en-${pair.city}`,
    );
    expect(landing.type).toBe('by-occupation-with-location');
    expect(landing.search.filters).toEqual({ occupation: [pair.occupation], city: [pair.city] });
    expect(landing.parent?.slug).toBe(`empleos-de-${pair.occupation}`);
    expect(landing.breadcrumbs.at(-2)?.url).toBe(`/trabajos/empleos-de-${pair.occupation}`);
  });

  it('answers 404 for a slug that names nothing, and for an unknown city', async () => {
    expect((await jobs.app.inject('/api/jobs/v1/landing/empleos-en-atlantida')).statusCode).toBe(404);
    expect((await jobs.app.inject('/api/jobs/v1/landing/nada-que-ver')).statusCode).toBe(404);
  });

  it('gives a company job site with its brands for a company slug, and picks a brand with ?brand=', async () => {
    const { rows } = await jobs.db.query<{ parent: string; brand: string }>(
      `SELECT p.slug AS parent, b.slug AS brand FROM companies b JOIN companies p ON p.id = b.parent_company_id
        WHERE b.is_active AND p.is_active ORDER BY p.slug, b.slug LIMIT 1`,
    );
    const group = rows[0];
    if (!group) throw new Error('The test dataset has no company group');
    const site = await getJson<Landing>(`/api/jobs/v1/landing/${group.parent}`);
    expect(site.search).toEqual({ text: '', filters: {}, companySlug: group.parent });
    const { rows: sectors } = await jobs.db.query<{ sector_id: number | null }>(
      'SELECT sector_id FROM companies WHERE slug = $1',
      [group.parent],
    );
    expect(site.company?.sectorId).toBe(sectors[0]?.sector_id ?? null);
    expect(site.company?.brandMenu.companySlug).toBe(group.parent);
    expect(site.company?.brandMenu.brandsProps.map((brand) => brand.companySlug)).toContain(group.brand);
    const brand = await getJson<Landing>(`/api/jobs/v1/landing/${group.parent}?brand=${group.brand}`);
    expect(brand.company?.slug).toBe(group.brand);
    expect(brand.url).toBe(`/empresas/${group.brand}`);
  });

  it('serves private job sites by their link, marked not public, with their framing origins', async () => {
    const { rows } = await jobs.db.query<{ slug: string; frame_ancestors: string[] }>(
      'SELECT slug, frame_ancestors FROM companies WHERE job_site_kind = 0 AND is_active ORDER BY slug LIMIT 1',
    );
    const company = rows[0];
    if (!company) throw new Error('The test dataset has no private job site');
    const site = await getJson<Landing>(`/api/jobs/v1/landing/${company.slug}`);
    expect(site.company).toMatchObject({ isPublic: false, frameAncestors: company.frame_ancestors });
    // A private company has no public by-company landing.
    expect((await jobs.app.inject(`/api/jobs/v1/landing/trabaja-en-${company.slug}`)).statusCode).toBe(404);
  });
});

describe('GET /api/jobs/v1/landing/list/by-occupation-with-location/{parentSlug}', () => {
  it('lists the cities of an occupation as occupation-in-city landings', async () => {
    const [occupation] = await getJson<LandingLink[]>('/api/jobs/v1/landing/list/by-occupation');
    const children = await getJson<LandingLink[]>(
      `/api/jobs/v1/landing/list/by-occupation-with-location/${occupation?.slug}`,
    );
    expect(children.length).toBeGreaterThan(0);
    expect(children.reduce((sum, child) => sum + child.quotas, 0)).toBeGreaterThanOrEqual(
      occupation?.quotas ?? 0,
    );
    for (const child of children) expect(child.slug.startsWith(`${occupation?.slug}-en-`)).toBe(true);
  });

  it('answers 404 for a parent that is not an occupation', async () => {
    const response = await jobs.app.inject(
      '/api/jobs/v1/landing/list/by-occupation-with-location/empleos-en-cali',
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('GET /api/jobs/v1/landing/slug/{sectorId}', () => {
  it('gives the id, slug and h1 of the sector landing', async () => {
    const { rows } = await jobs.db.query<{ id: number; slug: string; name: string }>(
      'SELECT id, slug, name FROM sectors ORDER BY id LIMIT 1',
    );
    const sector = rows[0];
    const landing = await getJson<{ id: string; slug: string; h1: string }>(
      `/api/jobs/v1/landing/slug/${sector?.id}`,
    );
    expect(landing).toEqual({
      id: String(sector?.id),
      slug: `empleos-en-el-sector-${sector?.slug}`,
      h1: expect.stringMatching(/^Empleos en el sector /),
    });
  });

  it('answers 404 for an unknown sector and 400 for a non-numeric id', async () => {
    expect((await jobs.app.inject('/api/jobs/v1/landing/slug/999999')).statusCode).toBe(404);
    expect((await jobs.app.inject('/api/jobs/v1/landing/slug/abc')).statusCode).toBe(400);
  });
});
