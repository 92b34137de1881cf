import { SITEMAP_URL_LIMIT } from '@camello/domain/contracts';
import { describe, expect, it } from 'vitest';
import { sitemapPageCount, splitSitemap } from './sitemap-pages.ts';

describe('splitSitemap', () => {
  it('keeps every URL once, in order, in files of at most the limit', () => {
    const urls = Array.from({ length: 7 }, (_, index) => `/empleos/${index}`);
    const files = splitSitemap(urls, 3);
    expect(files).toEqual([urls.slice(0, 3), urls.slice(3, 6), urls.slice(6)]);
    expect(sitemapPageCount(urls.length, 3)).toBe(files.length);
  });

  it('fills a file exactly at the limit without opening another', () => {
    expect(splitSitemap([1, 2, 3], 3)).toEqual([[1, 2, 3]]);
    expect(sitemapPageCount(3, 3)).toBe(1);
  });

  it('gives no file for no URLs, since a sitemap must list at least one', () => {
    expect(splitSitemap([], 3)).toEqual([]);
    expect(sitemapPageCount(0, 3)).toBe(0);
  });

  it('puts 50,001 URLs in two files of 50,000 and 1 by default', () => {
    const urls = Array.from({ length: 50_001 }, (_, index) => index);
    const files = splitSitemap(urls);
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    expect(files.map((file) => file.length)).toEqual([50_000, 1]);
    expect(files[1]).toEqual([50_000]);
    expect(sitemapPageCount(50_001)).toBe(2);
    expect(sitemapPageCount(50_000)).toBe(1);
  });
});
