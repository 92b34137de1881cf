import {
  totalPages as countPages,
  DEFAULT_PAGINATION_BUTTONS,
  paginationButtons,
  shouldShowPagination,
} from '@camello/domain';

export type PaginationItem =
  | { readonly kind: 'page'; readonly page: number }
  | { readonly kind: 'gap'; readonly key: string };

export type PaginationModel = {
  readonly totalPages: number;
  readonly previous: number | null;
  readonly next: number | null;
  /** First page, the domain's window of buttons around the current page, last page; gaps between. */
  readonly items: readonly PaginationItem[];
};

export type PaginationInput = {
  readonly page: number;
  readonly pageSize: number;
  readonly totalRows: number;
  /** How many numbered pages surround the current one (spec §9: 3). */
  readonly buttons?: number;
};

/** What the pagination shows; null when every result fits on one page (spec §2). */
export function paginationModel({
  page,
  pageSize,
  totalRows,
  buttons = DEFAULT_PAGINATION_BUTTONS,
}: PaginationInput): PaginationModel | null {
  const totalPages = countPages(totalRows, pageSize);
  if (!shouldShowPagination(totalRows, pageSize) || totalPages < 2) return null;
  const current = Math.min(Math.max(1, page), totalPages);
  const window = paginationButtons(current, totalPages, buttons);
  const start = window[0] ?? current;
  const end = window.at(-1) ?? current;

  const items: PaginationItem[] = [];
  if (start > 1) items.push({ kind: 'page', page: 1 });
  if (start > 2) items.push({ kind: 'gap', key: 'gap-start' });
  for (const number of window) items.push({ kind: 'page', page: number });
  if (end < totalPages - 1) items.push({ kind: 'gap', key: 'gap-end' });
  if (end < totalPages) items.push({ kind: 'page', page: totalPages });

  return {
    totalPages,
    previous: current > 1 ? current - 1 : null,
    next: current < totalPages ? current + 1 : null,
    items,
  };
}
