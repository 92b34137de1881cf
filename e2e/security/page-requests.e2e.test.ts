import { describe, expect, it } from 'vitest';
import { hostileValues } from '../../apps/api/src/security/hostile-values.ts';
import {
  headersOfFetchResponse,
  securityHeaderProblems,
} from '../../apps/api/src/security/response-headers.ts';
import { pageTypes, resolvePath } from '../page-types.ts';
import { measurePageWeight } from '../support/page-weight.ts';
import { e2eSite } from '../support/site.ts';

const site = e2eSite();
const { baseUrl } = site;

describe('security headers on pages', () => {
  it.each(pageTypes.map((pageType) => [pageType.id, pageType] as const))(
    '%s sends them',
    async (_id, pageType) => {
      const response = await fetch(new URL(await resolvePath(pageType, site), baseUrl));
      expect(response.status).toBe(pageType.status);
      expect(securityHeaderProblems(headersOfFetchResponse(response))).toEqual([]);
    },
  );

  it('static assets are served as nosniff', async () => {
    const jobs = pageTypes[0];
    if (!jobs) throw new Error('no page types');
    const { js, css } = await measurePageWeight(baseUrl, await resolvePath(jobs, site));
    for (const asset of [...js.files, ...css.files]) {
      const response = await fetch(new URL(asset, baseUrl));
      expect(response.status, asset).toBe(200);
      expect(response.headers.get('x-content-type-options'), asset).toBe('nosniff');
    }
  });
});

/**
 * The status of a request, retried once when the connection drops: the server closes the
 * connection after refusing an over-long URL (431), and a request the client had already queued
 * on that keep-alive connection then fails without ever reaching the server.
 */
async function statusOf(url: URL): Promise<number | string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      return response.status;
    } catch (error) {
      if (attempt === 2) return `no response (${(error as Error).cause ?? error})`;
    }
  }
}

/** Requests each URL (a few at a time) and lists those answered with a 5xx, or not at all. */
async function serverErrors(urls: readonly URL[]): Promise<string[]> {
  const failures: string[] = [];
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < urls.length; index = next++) {
      const url = urls[index] as URL;
      const status = await statusOf(url);
      if (typeof status === 'string' || status >= 500)
        failures.push(`${status} for ${url.pathname}${url.search}`.slice(0, 200));
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return failures;
}

describe('SQL metacharacters and very long values in page parameters', () => {
  it.each(
    pageTypes.filter((pageType) => pageType.parameters).map((pageType) => [pageType.id, pageType] as const),
  )(
    '%s answers 4xx or a page, never a 5xx, whatever its query parameters hold',
    async (_id, pageType) => {
      const path = await resolvePath(pageType, site);
      const urls = [...(pageType.parameters ?? []), 'unknown'].flatMap((parameter) =>
        hostileValues.map((value) => {
          const url = new URL(path, baseUrl);
          url.searchParams.set(parameter, value);
          return url;
        }),
      );
      expect(await serverErrors(urls)).toEqual([]);
    },
    // Hundreds of full page renders: on a busy 2-core machine the listing's take over two minutes.
    300_000,
  );

  it('every page route answers 4xx or a page, never a 5xx, whatever its last path segment holds', async () => {
    const parents = new Set<string>();
    for (const pageType of pageTypes) {
      const path = new URL(await resolvePath(pageType, site), baseUrl).pathname;
      parents.add(path.slice(0, path.lastIndexOf('/') + 1));
    }
    const urls = [...parents].flatMap((parent) =>
      hostileValues.map((value) => new URL(`${parent}${encodeURIComponent(value)}`, baseUrl)),
    );
    expect(await serverErrors(urls)).toEqual([]);
  });
});
