import { browserCalls } from '@camello/domain/contracts/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserCall, browserCallUrl } from './browser-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browserCallUrl', () => {
  it('fills the path parameters, each encoded as one segment', () => {
    expect(browserCallUrl(browserCalls.jobs.unsetJobState, { params: { jobId: 'a/b c', state: 0 } })).toBe(
      '/api/jobs/v1/jobs/state/a%2Fb%20c/0',
    );
  });

  it('adds the query in order, encoded, leaving empty values out', () => {
    expect(
      browserCallUrl(browserCalls.jobs.filterOptions, {
        params: { field: 'city' },
        query: [
          ['text', 'bogotá & co'],
          ['filters[city][0]', 'medellin'],
          ['empty', ''],
          ['none', null],
          ['limit', 20],
        ],
      }),
    ).toBe(
      '/api/jobs/v1/public/filters/options/city?text=bogot%C3%A1+%26+co&filters%5Bcity%5D%5B0%5D=medellin&limit=20',
    );
  });
});

describe('browserCall', () => {
  it("sends the declaration's method, and a body as JSON", async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    await browserCall(browserCalls.jobs.setJobState, { body: { jobId: 'a', state: 0 } });
    await browserCall(browserCalls.auth.session);
    const [[url, init], [sessionUrl, sessionInit]] = fetch.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(url).toBe('/api/jobs/v1/jobs/state');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"jobId":"a","state":0}');
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
    expect(sessionUrl).toBe('/api/auth/v2/oauth2/session');
    expect(sessionInit).toMatchObject({ method: 'POST' });
    expect(sessionInit.body).toBeUndefined();
  });
});
