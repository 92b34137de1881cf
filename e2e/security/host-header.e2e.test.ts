import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, type RawAnswer, sendRaw } from '../../apps/api/src/security/raw-http.ts';
import { newestVacancyPath } from '../page-types.ts';
import { type RunningServer, startServer } from '../support/server.ts';

// A server configured as a fresh install is: no PUBLIC_ORIGIN. It also allows one other origin.
const allowedOrigin = 'https://allowed.example';
let server: RunningServer;
let port: number;
let vacancyPath: string;

beforeAll(async () => {
  server = await startServer({
    seedVacancies: 20,
    env: { PUBLIC_ORIGIN: '', ALLOWED_PUBLIC_ORIGINS: allowedOrigin },
  });
  port = Number(new URL(server.baseUrl).port);
  vacancyPath = await newestVacancyPath(server.baseUrl);
});

afterAll(async () => {
  await server?.stop();
});

function get(path: string, host: string): Promise<RawAnswer> {
  return sendRaw(port, { method: 'GET', target: path, headers: [['Host', host]] });
}

const sitemapLocs = (answer: RawAnswer) =>
  [...bodyOf(answer).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
const canonicalOf = (answer: RawAnswer) => /<link rel="canonical" href="([^"]*)"/.exec(bodyOf(answer))?.[1];

describe('the Host header, with PUBLIC_ORIGIN unset', () => {
  it('never reaches a page, a sitemap or robots.txt when the host is not allowed', async () => {
    const paths = ['/empleos', vacancyPath, '/robots.txt', '/sitemap.xml', '/sitemaps/empleos-1.xml'];
    for (const path of paths) {
      const answer = await get(path, 'evil.example');
      expect(answer.status, path).toBe(200);
      expect(answer.text, path).not.toContain('evil.example');
    }
    expect(canonicalOf(await get('/empleos', 'evil.example'))).toBe('/empleos');
    expect(canonicalOf(await get(vacancyPath, 'evil.example'))).toBe(vacancyPath);
    // Formats that need absolute URLs get the address the server was reached at.
    expect((await get('/robots.txt', 'evil.example')).text).toContain(
      `Sitemap: ${server.baseUrl}/sitemap.xml`,
    );
    const locs = sitemapLocs(await get('/sitemap.xml', 'evil.example'));
    expect(locs.length).toBeGreaterThan(0);
    expect(locs.every((loc) => loc?.startsWith(`${server.baseUrl}/sitemaps/`))).toBe(true);
  });

  it('builds absolute links on an allowed origin its Host names, and says the answer varies on Host', async () => {
    const page = await get('/empleos', 'allowed.example');
    expect(canonicalOf(page)).toBe(`${allowedOrigin}/empleos`);
    expect(page.text).toMatch(/\r\nvary: [^\r]*\bHost\b/i);
    const robots = await get('/robots.txt', 'allowed.example');
    expect(robots.text).toContain(`Sitemap: ${allowedOrigin}/sitemap.xml`);
    expect(robots.text).toMatch(/\r\nvary: [^\r]*\bHost\b/i);
  });
});
