import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from './paths.ts';

type PerPage = { readonly default: number } & Readonly<Record<string, number>>;

export type LighthouseCategory = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export type Budgets = {
  readonly clientJsGzipKB: PerPage;
  readonly cssGzipKB: PerPage;
  /** Lighthouse's mobile targets, for every page type answering 200 (`npm run bench:web`). */
  readonly lighthouseMobile: {
    readonly scores: Readonly<Record<LighthouseCategory, number>>;
    readonly firstContentfulPaintMs: number;
    readonly largestContentfulPaintMs: number;
  };
  readonly serverRendering: {
    /** Server CPU time per rendered listing search and vacancy page, in ms. */
    readonly listingCpuMs: number;
    readonly jobCpuMs: number;
    readonly p99Ms: number;
  };
};

export const budgetsFile = path.join(repositoryRoot, 'quality', 'budgets.json');

export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(budgetsFile, 'utf8')) as Budgets;
}

/** A page's budget in bytes: its own, or the default. */
export function budgetBytes(perPage: PerPage, pageTypeId: string): number {
  return (perPage[pageTypeId] ?? perPage.default) * 1000;
}
