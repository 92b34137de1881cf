import { DEFAULT_PAGINATION_BUTTONS } from '../constants.ts';

export function totalPages(totalRows: number, pageSize: number): number {
  if (!(pageSize > 0) || !(totalRows > 0)) return 0;
  return Math.ceil(totalRows / pageSize);
}

/** Pagination shows nothing unless there is more than one page of results. */
export function shouldShowPagination(totalRows: number, pageSize: number): boolean {
  return totalRows > pageSize;
}

/**
 * Page numbers of the numbered buttons: a window of `count` pages around `current`, shifted to
 * stay within 1..totalPages. None when `current` is not a page that exists.
 */
export function paginationButtons(
  current: number,
  totalPages: number,
  count: number = DEFAULT_PAGINATION_BUTTONS,
): number[] {
  const valid = [current, totalPages, count].every(Number.isInteger);
  if (!valid || current < 1 || current > totalPages || count < 1) return [];
  const size = Math.min(count, totalPages);
  const centered = current - Math.floor((size - 1) / 2);
  const first = Math.max(1, Math.min(centered, totalPages - size + 1));
  return Array.from({ length: size }, (_, index) => first + index);
}
