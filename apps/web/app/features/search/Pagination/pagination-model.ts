export type PaginationItem =
  | { readonly kind: 'page'; readonly page: number }
  | { readonly kind: 'gap'; readonly key: string };

export type PaginationModel = {
  readonly totalPages: number;
  readonly previous: number | null;
  readonly next: number | null;
  /** First page, a window of `buttons` pages around the current one, last page; gaps between. */
  readonly items: readonly PaginationItem[];
};

export type PaginationInput = {
  readonly page: number;
  readonly pageSize: number;
  readonly totalRows: number;
  /** How many numbered pages surround the current one (spec §9: 3). */
  readonly buttons: number;
};

/** What the pagination shows; null when every result fits on one page (spec §2). */
export function paginationModel({
  page,
  pageSize,
  totalRows,
  buttons,
}: PaginationInput): PaginationModel | null {
  if (pageSize <= 0 || totalRows <= pageSize) return null;
  const totalPages = Math.ceil(totalRows / pageSize);
  const current = Math.min(Math.max(1, page), totalPages);
  const size = Math.min(Math.max(1, buttons), totalPages);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), totalPages - size + 1);
  const end = start + size - 1;

  const items: PaginationItem[] = [];
  if (start > 1) items.push({ kind: 'page', page: 1 });
  if (start > 2) items.push({ kind: 'gap', key: 'gap-start' });
  for (let number = start; number <= end; number += 1) items.push({ kind: 'page', page: number });
  if (end < totalPages - 1) items.push({ kind: 'gap', key: 'gap-end' });
  if (end < totalPages) items.push({ kind: 'page', page: totalPages });

  return {
    totalPages,
    previous: current > 1 ? current - 1 : null,
    next: current < totalPages ? current + 1 : null,
    items,
  };
}
