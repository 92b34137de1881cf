import { browserCalls } from '@camello/domain/contracts/browser';
import { browserCall } from './browser-api.ts';

/** A value the option search found: what a filter card lists. */
export type FoundFilterOption = { readonly id: string; readonly label: string; readonly total: number };

function isFoundOption(value: unknown): value is FoundFilterOption {
  if (typeof value !== 'object' || value === null) return false;
  const { id, label, total } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof label === 'string' && typeof total === 'number';
}

/**
 * The option search of a SEARCH filter's `field`, from the browser: the values whose name contains
 * `text`, counted within the current search (`context`: its term, filters and scope in qs style).
 * Checked by hand rather than with zod to keep the browser bundle small.
 */
export async function searchFilterOptions(
  field: string,
  text: string,
  context: readonly (readonly [string, string])[],
  signal: AbortSignal,
): Promise<FoundFilterOption[]> {
  const response = await browserCall(browserCalls.jobs.filterOptions, {
    params: { field },
    query: [['text', text], ...context],
    signal,
  });
  if (!response.ok) throw new Error(`Option search answered ${response.status}`);
  const body: unknown = await response.json();
  return Array.isArray(body) ? body.filter(isFoundOption) : [];
}
