import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from '@camello/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { parseSitemapFileName, robotsTxt, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

const schemas = fileURLToPath(new URL('../../../../../../shared/schemas/', import.meta.url));
const workDirectory = mkdtempSync(path.join(tmpdir(), 'camello-sitemap-'));
afterAll(() => rmSync(workDirectory, { recursive: true, force: true }));

/** Validates with xmllint against the sitemaps.org schema; throws with xmllint's message when invalid. */
function validate(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd'): void {
  const file = path.join(workDirectory, `${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  execFileSync('xmllint', ['--noout', '--schema', path.join(schemas, schema), file], { stdio: 'pipe' });
}

describe('urlsetXml', () => {
  it('is a valid sitemaps.org urlset with escaped locations and optional lastmod', () => {
    const xml = urlsetXml([
      { loc: 'https://camello.example/empleos/auxiliar-contable', lastmod: '2026-11-01T11:41:15.578Z' },
      { loc: 'https://camello.example/empleos?q=a&b=<c>', lastmod: null },
    ]);
    expect(xml).toContain('<loc>https://camello.example/empleos?q=a&amp;b=&lt;c&gt;</loc>');
    expect(xml).toContain('<lastmod>2026-11-01T11:41:15.578Z</lastmod>');
    validate(xml, 'sitemap.xsd');
  });

  it('is invalid with no URLs, which is why an empty kind gets no file', () => {
    expect(() => validate(urlsetXml([]), 'sitemap.xsd')).toThrow(/Missing child element/);
  });

  it('stays valid at the protocol limit of 50,000 URLs', () => {
    const entries = Array.from({ length: 50_000 }, (_, index) => ({
      loc: `https://camello.example/empleos/vacante-${index}`,
      lastmod: '2026-11-01T11:41:15.578Z',
    }));
    validate(urlsetXml(entries), 'sitemap.xsd');
  });
});

describe('sitemapIndexXml', () => {
  it('is a valid sitemaps.org sitemapindex', () => {
    const xml = sitemapIndexXml([
      { loc: 'https://camello.example/sitemaps/empleos-1.xml', lastmod: '2026-11-01T11:41:15.578Z' },
      { loc: 'https://camello.example/sitemaps/empresas-1.xml', lastmod: null },
    ]);
    validate(xml, 'siteindex.xsd');
  });
});

describe('sitemap file names', () => {
  it('round-trip and refuse anything else', () => {
    expect(parseSitemapFileName(paths.sitemap('empleos', 12).replace('/sitemaps/', ''))).toEqual({
      kind: 'empleos',
      page: 12,
    });
    expect(parseSitemapFileName('trabajos-1.xml')).toEqual({ kind: 'trabajos', page: 1 });
    expect(parseSitemapFileName('empleos-0.xml')).toBeNull();
    expect(parseSitemapFileName('usuarios-1.xml')).toBeNull();
    expect(parseSitemapFileName('empleos-1.xml.gz')).toBeNull();
    expect(parseSitemapFileName('../empleos-1.xml')).toBeNull();
  });
});

describe('robotsTxt', () => {
  it('points to the absolute sitemap index and keeps crawlers out of the API', () => {
    const text = robotsTxt('https://camello.example/');
    expect(text).toContain('Sitemap: https://camello.example/sitemap.xml');
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/api\/$/m);
  });
});
