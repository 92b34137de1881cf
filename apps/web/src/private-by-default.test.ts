import { describe, expect, it } from 'vitest';
import { PRIVATE_BY_DEFAULT, privateByDefault } from './private-by-default.ts';

describe('privateByDefault', () => {
  it('makes a response that declares no caching private, keeping its status, headers and body', async () => {
    const response = privateByDefault(
      new Response('mine', { status: 404, statusText: 'Not Found', headers: { Vary: 'Cookie' } }),
    );
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe(PRIVATE_BY_DEFAULT);
    expect(response.headers.get('Vary')).toBe('Cookie');
    expect(await response.text()).toBe('mine');
  });

  it('leaves the caching a route declared', () => {
    const publicPage = new Response('all', { headers: { 'Cache-Control': 'public, s-maxage=300' } });
    expect(privateByDefault(publicPage).headers.get('Cache-Control')).toBe('public, s-maxage=300');
  });
});
