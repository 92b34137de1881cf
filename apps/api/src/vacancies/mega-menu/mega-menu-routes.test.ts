import type { MegaMenuCard } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import { setUpApiApp } from '../../test-support/api-app.ts';

const jobs = setUpApiApp();

async function cards(url: string): Promise<MegaMenuCard[]> {
  const response = await jobs.app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as MegaMenuCard[];
}

describe('GET /api/jobs/v1/mega-menu/{type}', () => {
  it('gives one card per city with vacancies, titled by the city, most openings first', async () => {
    const list = await cards('/api/jobs/v1/mega-menu/by-location');
    expect(list.length).toBeGreaterThan(5);
    for (const card of list) {
      expect(card.url).toMatch(/^\/trabajos\/empleos-en-[a-z0-9-]+$/);
      expect(card.quotas).toBeGreaterThan(0);
      expect(card.title).not.toMatch(/^Empleos/);
    }
    const quotas = list.map((card) => card.quotas);
    expect(quotas).toEqual([...quotas].sort((a, b) => b - a));
    expect(list.map((card) => card.title)).toContain('Bogotá');
  });

  it('counts openings on each card, as the landing it links to does', async () => {
    for (const type of ['by-location', 'by-sector', 'by-occupation-category']) {
      const list = await cards(`/api/jobs/v1/mega-menu/${type}`);
      for (const card of list.slice(0, 3)) {
        const landing = await jobs.app.inject(`/api/jobs/v1/landing/${card.url.replace('/trabajos/', '')}`);
        const { vacancies, openings } = landing.json() as { vacancies: number; openings: number };
        expect(card.quotas, card.url).toBe(openings);
        expect(openings, card.url).toBeGreaterThan(vacancies);
      }
    }
  });

  it('links company cards to the company job site with its logo, public companies only', async () => {
    const list = await cards('/api/jobs/v1/mega-menu/by-company');
    const { rows } = await jobs.db.query<{ slug: string }>(
      'SELECT slug FROM companies WHERE job_site_kind = 0',
    );
    const privateUrls = new Set(rows.map((row) => `/empresas/${row.slug}`));
    expect(list.length).toBeGreaterThan(0);
    for (const card of list) {
      expect(card.url).toMatch(/^\/empresas\/[a-z0-9-]+$/);
      expect(privateUrls.has(card.url)).toBe(false);
    }
    expect(list.some((card) => card.logo !== null)).toBe(true);
  });

  it('capitalises sector and occupation titles', async () => {
    for (const type of ['by-sector', 'by-occupation']) {
      for (const card of await cards(`/api/jobs/v1/mega-menu/${type}`)) {
        expect(card.title.charAt(0)).toBe(card.title.charAt(0).toLocaleUpperCase('es-CO'));
      }
    }
  });

  it('rejects a landing type that has no menu', async () => {
    expect((await jobs.app.inject('/api/jobs/v1/mega-menu/search-hit')).statusCode).toBe(400);
  });
});

describe('GET /api/jobs/v1/mega-menu/by-occupation/{parentSlug}', () => {
  it('gives the occupations of one category', async () => {
    const [category] = await cards('/api/jobs/v1/mega-menu/by-occupation-category');
    const parentSlug = category?.url.replace('/trabajos/', '') ?? '';
    const list = await cards(`/api/jobs/v1/mega-menu/by-occupation/${parentSlug}`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.reduce((sum, card) => sum + card.quotas, 0)).toBe(category?.quotas);
    for (const card of list) expect(card.url).toMatch(/^\/trabajos\/empleos-de-/);
  });

  it('answers 404 for a parent that is not a category', async () => {
    expect((await jobs.app.inject('/api/jobs/v1/mega-menu/by-occupation/empleos-en-cali')).statusCode).toBe(
      404,
    );
  });
});
