import { describe, expect, it } from 'vitest';
import { paginationButtons, shouldShowPagination, totalPages } from './pagination.ts';

describe('paginationButtons', () => {
  it('centres a window of three on the current page', () => {
    expect(paginationButtons(5, 10)).toEqual([4, 5, 6]);
  });

  it('shifts the window at both ends', () => {
    expect(paginationButtons(1, 10)).toEqual([1, 2, 3]);
    expect(paginationButtons(2, 10)).toEqual([1, 2, 3]);
    expect(paginationButtons(9, 10)).toEqual([8, 9, 10]);
    expect(paginationButtons(10, 10)).toEqual([8, 9, 10]);
  });

  it('shows every page when there are fewer than the count', () => {
    expect(paginationButtons(1, 1)).toEqual([1]);
    expect(paginationButtons(2, 2)).toEqual([1, 2]);
  });

  it('takes another count', () => {
    expect(paginationButtons(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(paginationButtons(5, 10, 4)).toEqual([4, 5, 6, 7]);
    expect(paginationButtons(5, 10, 1)).toEqual([5]);
  });

  it('returns no buttons when the current page is out of range', () => {
    expect(paginationButtons(0, 10)).toEqual([]);
    expect(paginationButtons(11, 10)).toEqual([]);
    expect(paginationButtons(-1, 10)).toEqual([]);
    expect(paginationButtons(1, 0)).toEqual([]);
  });

  it('returns no buttons for fractional, NaN or non-positive counts', () => {
    expect(paginationButtons(1.5, 10)).toEqual([]);
    expect(paginationButtons(Number.NaN, 10)).toEqual([]);
    expect(paginationButtons(1, 10, 0)).toEqual([]);
  });
});

describe('totalPages', () => {
  it('rounds up partial pages', () => {
    expect(totalPages(0, 10)).toBe(0);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
  });

  it('has no pages for a page size that is not positive', () => {
    expect(totalPages(10, 0)).toBe(0);
  });
});

describe('shouldShowPagination', () => {
  it('needs more results than fit on one page', () => {
    expect(shouldShowPagination(10, 10)).toBe(false);
    expect(shouldShowPagination(11, 10)).toBe(true);
    expect(shouldShowPagination(0, 10)).toBe(false);
  });
});
