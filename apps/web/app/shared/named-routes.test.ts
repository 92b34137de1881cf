import { describe, expect, it } from 'vitest';
import { REDIRECT_TABLE, ROUTE_NAMES, returnPathOf } from './named-routes.ts';

describe('REDIRECT_TABLE', () => {
  it('sends the listings, job views and missing pages to jobs, company pages to the company site', () => {
    for (const route of [
      'byCity',
      'bySector',
      'byOccupation',
      'searchHit',
      'jobsView',
      'notFound',
      'landingCompanies',
    ]) {
      expect(REDIRECT_TABLE[route as keyof typeof REDIRECT_TABLE]).toBe('jobs');
    }
    expect(REDIRECT_TABLE.landing).toBe('jobsByCompany');
    expect(REDIRECT_TABLE.jobsViewByCompany).toBe('jobsByCompany');
  });

  it('leaves jobs, jobsByCompany, works and worksBySlug as they are', () => {
    for (const route of ['jobs', 'jobsByCompany', 'works', 'worksBySlug'] as const) {
      expect(REDIRECT_TABLE[route]).toBeUndefined();
    }
    expect(ROUTE_NAMES).toHaveLength(14);
  });
});

describe('returnPathOf', () => {
  it('returns a company job view to its job site with the vacancy selected', () => {
    expect(
      returnPathOf({
        route: 'jobsViewByCompany',
        path: '/empresas/acme/cocinero',
        companySlug: 'acme',
        jobSlug: 'cocinero',
      }),
    ).toBe('/empresas/acme?jobSlug=cocinero');
  });

  it('returns a public job view to the jobs list with the vacancy selected', () => {
    expect(returnPathOf({ route: 'jobsView', path: '/empleos/cocinero', jobSlug: 'cocinero' })).toBe(
      '/empleos?jobSlug=cocinero',
    );
  });

  it('returns landings and missing pages to the jobs list', () => {
    expect(returnPathOf({ route: 'byCity', path: '/trabajos/empleos-por-ciudades' })).toBe('/empleos');
    expect(returnPathOf({ route: 'notFound', path: '/nada' })).toBe('/empleos');
  });

  it('keeps the page itself for routes that stay', () => {
    expect(returnPathOf({ route: 'worksBySlug', path: '/trabajos/empleos-en-cali' })).toBe(
      '/trabajos/empleos-en-cali',
    );
    expect(returnPathOf({ route: 'jobsByCompany', path: '/empresas/acme', companySlug: 'acme' })).toBe(
      '/empresas/acme',
    );
  });
});
