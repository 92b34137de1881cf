import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { pageTypes, resolvePath } from './page-types.ts';
import { setUpChromium, viewportNames } from './support/chromium.ts';
import { e2eSite } from './support/site.ts';

const site = e2eSite();
const { baseUrl } = site;
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const { withPage } = setUpChromium(baseUrl);

describe.each(viewportNames)('WCAG 2.1 A and AA on %s', (viewportName) => {
  it.each(pageTypes.map((pageType) => [pageType.id, pageType] as const))(
    '%s has no axe violations',
    async (_id, pageType) => {
      await withPage(viewportName, async (page) => {
        const response = await page.goto(await resolvePath(pageType, site), { waitUntil: 'load' });
        expect(response?.status()).toBe(pageType.status);
        const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
        const violations = results.violations.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
              .slice(0, 5)
              .map((node) => node.target.join(' '))
              .join(', ')}`,
        );
        expect(violations).toEqual([]);
        // axe found something to check: the page really rendered.
        expect(results.passes.length).toBeGreaterThan(10);
      });
    },
  );
});
