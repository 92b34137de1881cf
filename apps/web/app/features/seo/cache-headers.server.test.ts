import { describe, expect, it } from 'vitest';
import { PRIVATE_PAGE_CACHE, PUBLIC_PAGE_CACHE, pageCacheHeaders } from './cache-headers.server.ts';

const request = (cookie?: string) =>
  new Request('https://camello.example/trabajos/empleos-en-cali', cookie ? { headers: { cookie } } : {});

describe('pageCacheHeaders', () => {
  it('lets shared caches keep an anonymous page, revalidate it in the background and compare ETags', () => {
    const headers = pageCacheHeaders(request(), { jobs: ['a', 'b'] });
    expect(headers.get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE);
    expect(PUBLIC_PAGE_CACHE).toMatch(/s-maxage=\d+/);
    expect(PUBLIC_PAGE_CACHE).toMatch(/stale-while-revalidate=\d+/);
    expect(headers.get('ETag')).toMatch(/^W\/"[\w-]+"$/);
    expect(headers.get('Vary')).toBe('Cookie');
  });

  it('gives the same ETag for the same content and another when it changes', () => {
    const first = pageCacheHeaders(request(), { jobs: ['a', 'b'] }).get('ETag');
    expect(pageCacheHeaders(request(), { jobs: ['a', 'b'] }).get('ETag')).toBe(first);
    expect(pageCacheHeaders(request(), { jobs: ['a', 'c'] }).get('ETag')).not.toBe(first);
  });

  it('never lets a shared cache keep a language-chosen response', () => {
    const headers = pageCacheHeaders(request('theme=dark; camello_locale=en-US'), {});
    expect(headers.get('Cache-Control')).toBe(PRIVATE_PAGE_CACHE);
    expect(headers.get('ETag')).toBeNull();
  });

  it('ignores cookies that do not change the page, the session ones included', () => {
    for (const cookie of ['_ga=1', 'access_token=abc; refresh_token=def'])
      expect(pageCacheHeaders(request(cookie), {}).get('Cache-Control')).toBe(PUBLIC_PAGE_CACHE);
  });
});

describe('pageCacheHeaders of a page showing one candidate’s own states', () => {
  it('keeps it out of shared caches, with no ETag', () => {
    const headers = pageCacheHeaders(request('access_token=abc'), { saved: ['a'] }, true);
    expect(headers.get('Cache-Control')).toBe(PRIVATE_PAGE_CACHE);
    expect(headers.get('ETag')).toBeNull();
    expect(headers.get('Vary')).toBe('Cookie');
  });
});
