import { defineConfig } from 'vitest/config';
import { chromiumMissingReason } from './e2e/support/availability.ts';

// The end-to-end, accessibility, HTML-validity and browser security suites need a Chromium.
const chromiumMissing = chromiumMissingReason();
// CI must run every gate: there a missing Chromium is a failure, not a skip.
if (chromiumMissing && process.env.CI)
  throw new Error(`The end-to-end suites cannot run: ${chromiumMissing}`);
if (chromiumMissing) console.warn(`\nEnd-to-end suites SKIPPED: ${chromiumMissing}.\n`);
const e2eProject = {
  test: {
    name: 'e2e',
    include: ['e2e/**/*.e2e.test.ts'],
    exclude: ['e2e/cluster/**'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // One server and one browser at a time: the suites share the server and this is a 2-core machine.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
};

export default defineConfig({
  test: {
    // Every core, where Vitest would leave one idle: a test file of the API or the database waits
    // on PGlite or PostgreSQL, and on 2 cores one worker kept the machine 40 % idle. The end-to-end
    // files, which keep both cores busy, still run one at a time, after the others.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'search', include: ['packages/search/src/**/*.test.ts'] } },
      {
        test: {
          name: 'db',
          include: ['packages/db/src/**/*.test.ts'],
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['packages/db/src/testing/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      { test: { name: 'server', include: ['apps/server/src/**/*.test.ts'], testTimeout: 30_000 } },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/src/**/*.test.ts'],
        },
      },
      ...(chromiumMissing ? [] : [e2eProject]),
      {
        // Several instances behind HAProxy on the PostgreSQL of DATABASE_URL; skipped without it.
        test: {
          name: 'cluster',
          include: ['e2e/cluster/**/*.e2e.test.ts'],
          globalSetup: ['e2e/cluster/web-build-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
