import { beforeAll, describe, expect, it } from 'vitest';
import { pageTypes, resolvePath } from './page-types.ts';
import { e2eSite } from './support/site.ts';

const site = e2eSite();
const { baseUrl } = site;

/** The site paths of the `<a href>`s of a page's server HTML (what a visitor without JavaScript can follow). */
function internalPaths(html: string): string[] {
  const hrefs = Array.from(html.matchAll(/<a\s[^>]*?href="([^"]*)"/g), (match) =>
    (match[1] ?? '').replaceAll('&amp;', '&'),
  );
  return hrefs.flatMap((href) => {
    const url = new URL(href, baseUrl);
    return url.origin === baseUrl.replace(/\/$/, '') ? [url.pathname] : [];
  });
}

/** Every internal path linked from every page type, and the page types that link it. */
const linkedFrom = new Map<string, string[]>();

beforeAll(async () => {
  for (const pageType of pageTypes) {
    const response = await fetch(new URL(await resolvePath(pageType, site), baseUrl));
    expect(response.status, pageType.id).toBe(pageType.status);
    for (const path of new Set(internalPaths(await response.text())))
      linkedFrom.set(path, [...(linkedFrom.get(path) ?? []), pageType.id]);
  }
}, 120_000);

// A page's path decides whether it exists; the query strings its links carry are checked by the
// listing-parameter and security suites, so each path is asked once.
describe('internal links', () => {
  it('lead to a page, from every page type: none is a 404', async () => {
    const broken: string[] = [];
    for (const [path, from] of linkedFrom) {
      const { status } = await fetch(new URL(path, baseUrl), { redirect: 'manual' });
      // A closed vacancy linked from a page is gone (410), not missing.
      if (status >= 400 && status !== 410) broken.push(`${path} (${status}) from ${from.join(', ')}`);
    }
    expect(linkedFrom.size).toBeGreaterThan(50);
    expect(broken).toEqual([]);
  }, 300_000);
});
