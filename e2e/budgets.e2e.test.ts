import { describe, expect, it } from 'vitest';
import { pageTypes, resolvePath } from './page-types.ts';
import { budgetBytes, readBudgets } from './support/budgets.ts';
import { measurePageWeight } from './support/page-weight.ts';
import { e2eSite } from './support/site.ts';

const site = e2eSite();
const { baseUrl } = site;
const budgets = readBudgets();

// Deterministic weights of the production build; the timed figures live in `npm run bench:web`.
describe.each(pageTypes.map((pageType) => [pageType.id, pageType] as const))(
  '%s stays within its byte budgets',
  (id, pageType) => {
    it('client JavaScript, gzipped', async () => {
      const weight = await measurePageWeight(baseUrl, await resolvePath(pageType, site));
      expect(weight.js.files.length, 'the page loads no script from the build').toBeGreaterThan(0);
      expect(weight.js.gzip, `scripts: ${weight.js.files.join(', ')}`).toBeLessThanOrEqual(
        budgetBytes(budgets.clientJsGzipKB, id),
      );
    });

    it('stylesheets, gzipped', async () => {
      const weight = await measurePageWeight(baseUrl, await resolvePath(pageType, site));
      expect(weight.css.gzip, `stylesheets: ${weight.css.files.join(', ')}`).toBeLessThanOrEqual(
        budgetBytes(budgets.cssGzipKB, id),
      );
    });
  },
);
