import { describe, expect, inject, it } from 'vitest';
import { pageTypes, resolvePath } from './page-types.ts';
import { budgetBytes, readBudgets } from './support/budgets.ts';
import { measurePageWeight } from './support/page-weight.ts';

const baseUrl = inject('e2eBaseUrl');
const budgets = readBudgets();

// Deterministic weights of the production build; the timed figures live in `npm run bench:web`.
describe.each(pageTypes.map((pageType) => [pageType.id, pageType] as const))(
  '%s stays within its byte budgets',
  (id, pageType) => {
    it('client JavaScript, gzipped', async () => {
      const weight = await measurePageWeight(baseUrl, await resolvePath(pageType, baseUrl));
      expect(weight.js.files.length, 'the page loads no script from the build').toBeGreaterThan(0);
      expect(weight.js.gzip, `scripts: ${weight.js.files.join(', ')}`).toBeLessThanOrEqual(
        budgetBytes(budgets.clientJsGzipKB, id),
      );
    });

    it('stylesheets, gzipped', async () => {
      const weight = await measurePageWeight(baseUrl, await resolvePath(pageType, baseUrl));
      expect(weight.css.gzip, `stylesheets: ${weight.css.files.join(', ')}`).toBeLessThanOrEqual(
        budgetBytes(budgets.cssGzipKB, id),
      );
    });
  },
);
