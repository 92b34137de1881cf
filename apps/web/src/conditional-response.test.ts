import { describe, expect, it } from 'vitest';
import { conditionalResponse, withBuildVersion } from './conditional-response.ts';

const answer = (request: Request, response: Response, build: string) =>
  conditionalResponse(request, withBuildVersion(response, build));

const BUILD = 'a1b2c3';

const page = (headers: Record<string, string> = {}, status = 200) =>
  new Response('<!DOCTYPE html><title>Empleos</title>', {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'public, max-age=0, s-maxage=300',
      Vary: 'Cookie',
      ETag: 'W/"page-digest"',
      'Set-Cookie': 'x=1',
      ...headers,
    },
  });
const get = (headers: Record<string, string> = {}, method = 'GET') =>
  new Request('http://localhost/empleos', { method, headers });

describe('conditionalResponse with withBuildVersion', () => {
  it('tags the page with the build so that a deploy changes every ETag', async () => {
    const response = answer(get(), page(), BUILD);
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toBe('W/"page-digest-a1b2c3"');
    expect(await response.text()).toContain('Empleos');
    const nextBuild = answer(get(), page(), 'd4e5f6');
    expect(nextBuild.headers.get('ETag')).not.toBe(response.headers.get('ETag'));
  });

  it('answers 304 without a body to a client holding the same version', async () => {
    for (const ifNoneMatch of [
      'W/"page-digest-a1b2c3"',
      '"page-digest-a1b2c3"',
      'W/"old", W/"page-digest-a1b2c3"',
      '*',
    ]) {
      const response = answer(get({ 'If-None-Match': ifNoneMatch }), page(), BUILD);
      expect(response.status).toBe(304);
      expect(await response.text()).toBe('');
      expect(response.headers.get('ETag')).toBe('W/"page-digest-a1b2c3"');
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=300');
      expect(response.headers.get('Vary')).toBe('Cookie');
      expect(response.headers.get('Content-Type')).toBeNull();
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });

  it('sends the whole page when the client holds another version or another build', async () => {
    for (const ifNoneMatch of ['W/"other-a1b2c3"', 'W/"page-digest"', 'W/"page-digest-d4e5f6"']) {
      const response = answer(get({ 'If-None-Match': ifNoneMatch }), page(), BUILD);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('Empleos');
    }
  });

  it('sends the whole page when the client asks to bypass caches', () => {
    const request = get({ 'If-None-Match': 'W/"page-digest-a1b2c3"', 'Cache-Control': 'no-cache' });
    expect(answer(request, page(), BUILD).status).toBe(200);
  });

  it('leaves untagged pages, errors and other methods alone', () => {
    const matching = { 'If-None-Match': 'W/"page-digest-a1b2c3"' };
    const personal = new Response('mine', { headers: { 'Cache-Control': 'private, no-cache' } });
    expect(answer(get(matching), personal, BUILD)).toBe(personal);
    const gone = withBuildVersion(page({}, 410), BUILD);
    expect(conditionalResponse(get(matching), gone)).toBe(gone);
    const posted = withBuildVersion(page(), BUILD);
    expect(conditionalResponse(get(matching, 'POST'), posted)).toBe(posted);
  });
});
