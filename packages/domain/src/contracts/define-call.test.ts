import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { browserCalls } from './browser-calls.ts';
import { calls, namedCalls } from './calls/index.ts';
import { callPath, defineCall, pathParamNames, routeUrl } from './define-call.ts';

const referral = defineCall({
  method: 'POST',
  path: '/api/referrals/v1/referrals/:slug',
  params: z.strictObject({ slug: z.string() }),
  body: 'multipart',
  responses: { 201: z.object({ id: z.string() }) },
});

describe('defineCall', () => {
  it('refuses a path parameter its params schema lacks, or a field the path lacks', () => {
    expect(() =>
      defineCall({
        method: 'GET',
        path: '/api/jobs/v1/landing/:slug',
        params: z.strictObject({ companySlug: z.string() }),
        responses: {},
      }),
    ).toThrow('GET /api/jobs/v1/landing/:slug: path parameters slug but params schema fields companySlug');
  });

  it('refuses a path parameter without a params schema', () => {
    expect(() => defineCall({ method: 'DELETE', path: '/api/analyst/v1/x/:id', responses: {} })).toThrow(
      'path parameters without a params schema',
    );
  });

  it('names the parameters of a path template in order', () => {
    expect(pathParamNames('/api/jobs/v1/jobs/state/:jobId/:state')).toEqual(['jobId', 'state']);
    expect(pathParamNames('/api/jobs/v1/sitemaps')).toEqual([]);
  });
});

describe('callPath', () => {
  it('fills each parameter as one encoded path segment', () => {
    expect(callPath(referral, { slug: 'acme/../a b?ñ' })).toBe(
      '/api/referrals/v1/referrals/acme%2F..%2Fa%20b%3F%C3%B1',
    );
    expect(callPath(calls.jobs.unsetJobState, { jobId: 'A-1', state: '0' })).toBe(
      '/api/jobs/v1/jobs/state/A-1/0',
    );
  });

  it('answers a path without parameters as it is', () => {
    expect(callPath(calls.jobs.sitemapIndex)).toBe('/api/jobs/v1/sitemaps');
  });

  it('refuses to build a URL with a parameter missing or empty', () => {
    expect(() => callPath(referral, { slug: '' })).toThrow(
      'POST /api/referrals/v1/referrals/:slug: no value for :slug',
    );
    expect(() => callPath(referral, {} as { slug: string })).toThrow('no value for :slug');
  });
});

describe('routeUrl', () => {
  it('is the path under the plugin prefix it is registered in', () => {
    expect(routeUrl('/api/referrals', referral)).toBe('/v1/referrals/:slug');
    expect(routeUrl('/api', calls.system.health)).toBe('/health');
  });

  it('refuses a call that belongs to another host', () => {
    expect(() => routeUrl('/api/jobs', referral)).toThrow('is not served under /api/jobs');
    expect(() => routeUrl('/api/ref', referral)).toThrow('is not served under /api/ref');
  });
});

describe('the declared calls', () => {
  it('are each one method and path, named once', () => {
    const routes = namedCalls.map(([, call]) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('include every call the browser makes, under the same name', () => {
    for (const [host, routes] of Object.entries(browserCalls))
      for (const [name, route] of Object.entries(routes)) {
        const declared = (calls as Record<string, Record<string, unknown>>)[host]?.[name];
        expect(declared, `${host}.${name}`).toMatchObject(route);
      }
  });

  it('live under the host they are grouped by', () => {
    for (const [name, call] of namedCalls) {
      const host = name.split('.')[0];
      expect(call.path, name).toMatch(host === 'system' ? /^\/api\/[a-z]/ : new RegExp(`^/api/${host}/`));
    }
  });
});
