import { describe, expect, it } from 'vitest';
import {
  REDIRECT_TABLE,
  ROUTE_NAMES,
  returnPathOf,
  returnPathOfPage,
  routeNameOf,
  signInHref,
} from './named-routes.ts';

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

describe('routeNameOf', () => {
  it('reads a known route name from a handle and ignores anything else', () => {
    expect(routeNameOf({ routeName: 'byCity' })).toBe('byCity');
    expect(routeNameOf({ routeName: 'admin' })).toBeNull();
    expect(routeNameOf(undefined)).toBeNull();
  });
});

describe('signInHref', () => {
  it('carries the return path in base64, accents included, and the action', () => {
    const href = signInHref('/ingresar', '/empresas/acme?jobSlug=diseñador', 'apply');
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/ingresar');
    expect(url.searchParams.get('action')).toBe('apply');
    const bytes = Uint8Array.from(atob(url.searchParams.get('forwardUrl') ?? ''), (c) => c.charCodeAt(0));
    expect(new TextDecoder().decode(bytes)).toBe('/empresas/acme?jobSlug=diseñador');
  });

  it('leaves the action out when there is none', () => {
    expect(new URL(signInHref('/ingresar', '/empleos'), 'http://localhost').searchParams.has('action')).toBe(
      false,
    );
  });
});

describe('returnPathOfPage', () => {
  it('applies the redirect table of the deepest named route, with its params', () => {
    const matches = [
      { handle: undefined, params: {} },
      { handle: { routeName: 'jobsView' }, params: { jobSlug: 'cocinero' } },
    ];
    expect(returnPathOfPage(matches, '/empleos/cocinero')).toBe('/empleos?jobSlug=cocinero');
  });

  it('sends a linkedUp visit without a vacancy to the jobs list', () => {
    const landing = [{ handle: { routeName: 'worksBySlug' }, params: {} }];
    expect(returnPathOfPage(landing, '/trabajos/empleos-en-cali?linkedUp=true')).toBe('/empleos');
    const job = [{ handle: { routeName: 'jobsView' }, params: { jobSlug: 'cocinero' } }];
    expect(returnPathOfPage(job, '/empleos/cocinero?linkedUp=true')).toBe('/empleos?jobSlug=cocinero');
  });

  it('on an account page, keeps where the visitor was going, as its loader decoded it', () => {
    const signIn = [
      { handle: { routeName: 'signIn' }, params: {}, loaderData: { returnPath: '/empresas/acme' } },
    ];
    expect(returnPathOfPage(signIn, '/ingresar?forwardUrl=L2VtcHJlc2FzL2FjbWU%3D')).toBe('/empresas/acme');
    const notLoaded = [{ handle: { routeName: 'signIn' }, params: {} }];
    expect(returnPathOfPage(notLoaded, '/ingresar')).toBe('/empleos');
  });

  it('keeps the page when no route names itself', () => {
    expect(returnPathOfPage([{ params: {} }], '/quienes-somos?x=1')).toBe('/quienes-somos?x=1');
  });
});
