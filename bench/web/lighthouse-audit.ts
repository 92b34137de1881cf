import { setTimeout } from 'node:timers/promises';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
// Lighthouse's own pick of the most typical of several runs (its docs on variability).
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromiumPath } from '../../e2e/support/availability.ts';
import type { LighthouseCategory } from '../../e2e/support/budgets.ts';
import { chromiumArgs } from '../../e2e/support/chromium.ts';

export type LighthouseResult = {
  readonly scores: Readonly<Record<LighthouseCategory, number>>;
  readonly fcpMs: number;
  readonly lcpMs: number;
  /** Stylesheets and scripts Lighthouse finds in the way of the first paint. */
  readonly renderBlocking: readonly string[];
  readonly tbtMs: number;
  readonly cls: number;
  /** False for a page that asks search engines to leave it out (`noindex`, by design for account pages). */
  readonly indexable: boolean;
  /** Audits that cost points outside performance: `category: audit id`. */
  readonly failedAudits: readonly string[];
};

const categories: LighthouseCategory[] = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * Lighthouse's default run, a mid-range phone on a slow 4G connection (simulated throttling), `runs`
 * times: the figures of the median run (the one closest to the runs' median FCP and time to
 * interactive). Simulated throttling scales what the page's main thread took, so another process's
 * busy moment shows in one run as a slower page; the median run leaves such a run out.
 */
export async function auditMobile(url: string, runs = 1): Promise<LighthouseResult> {
  const results: Result[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await recordedRun(url));
  return summary(computeMedianRun(results));
}

/**
 * Attempts at one run: a run in which Lighthouse lost the page load measured nothing. Losses come
 * in bursts on a busy machine (one full audit lost the landing three times in a row, and four other
 * pages once), so attempts wait a little longer each time.
 */
const RUN_ATTEMPTS = 5;
const RETRY_PAUSE_MS = 1_000;

/**
 * One run, run again when Lighthouse fails to record the page load at all (NO_NAVSTART,
 * "interstitial"), which happens now and then on a busy machine: only that run is repeated.
 */
async function recordedRun(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (attempt >= RUN_ATTEMPTS) throw error;
      console.info(`        (Lighthouse could not record ${url}, trying again: ${(error as Error).message})`);
      await setTimeout(RETRY_PAUSE_MS * attempt);
    }
  }
}

async function lighthouseRun(url: string): Promise<Result> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`);
    return lhr;
  } finally {
    chrome.kill();
  }
}

function summary(lhr: Result): LighthouseResult {
  const score = (category: LighthouseCategory) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
  const failedAudits = categories
    .filter((category) => category !== 'performance')
    .flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}: ${ref.id}`),
    );
  return {
    failedAudits,
    indexable: lhr.audits['is-crawlable']?.score === 1,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    },
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    renderBlocking: renderBlockingUrls(lhr.audits['render-blocking-insight']?.details),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

/** The URLs a render-blocking audit lists (its details are a table of `{ url }` items). */
function renderBlockingUrls(details: unknown): string[] {
  const items = (details as { items?: { url?: unknown }[] } | undefined)?.items ?? [];
  return items.flatMap((item) => (typeof item.url === 'string' ? [new URL(item.url).pathname] : []));
}
