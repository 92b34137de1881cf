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

describe('SQL metacharacters and very long values in page query parameters', () => {
  it.each(pageTypes.map((pageType) => [pageType.id, pageType] as const))(
    '%s answers 4xx or a page, never a 5xx',
    async (_id, pageType) => {
      const path = await resolvePath(pageType, site);
      const failures: string[] = [];
      for (const parameter of [...(pageType.parameters ?? []), 'unknown']) {
        for (const value of hostileValues) {
          const url = new URL(path, baseUrl);
          url.searchParams.set(parameter, value);
          const response = await fetch(url);
          await response.arrayBuffer();
          if (response.status >= 500)
            failures.push(`${response.status} for ${parameter}=${value.slice(0, 60)}`);
        }
      }
      expect(failures).toEqual([]);
    },
  );
});
