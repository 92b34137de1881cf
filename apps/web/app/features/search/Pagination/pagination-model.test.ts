import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationModel } from './pagination-model.ts';

const labels = (items: readonly PaginationItem[]) =>
  items.map((item) => (item.kind === 'gap' ? '…' : String(item.page)));

describe('paginationModel', () => {
  it('is null when every result fits on one page', () => {
    expect(paginationModel({ page: 1, pageSize: 10, totalRows: 0, buttons: 3 })).toBeNull();
    expect(paginationModel({ page: 1, pageSize: 10, totalRows: 10, buttons: 3 })).toBeNull();
  });

  it('appears as soon as there is a second page', () => {
    const model = paginationModel({ page: 1, pageSize: 10, totalRows: 11, buttons: 3 });
    expect(model?.totalPages).toBe(2);
    expect(labels(model?.items ?? [])).toEqual(['1', '2']);
    expect(model?.previous).toBeNull();
    expect(model?.next).toBe(2);
  });

  it('centres a window of buttons on the current page, with first and last pages around it', () => {
    const model = paginationModel({ page: 10, pageSize: 10, totalRows: 200, buttons: 3 });
    expect(labels(model?.items ?? [])).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    expect(model?.previous).toBe(9);
    expect(model?.next).toBe(11);
  });

  it('keeps the window inside the first and last pages', () => {
    expect(
      labels(paginationModel({ page: 1, pageSize: 10, totalRows: 200, buttons: 3 })?.items ?? []),
    ).toEqual(['1', '2', '3', '…', '20']);
    const last = paginationModel({ page: 20, pageSize: 10, totalRows: 200, buttons: 3 });
    expect(labels(last?.items ?? [])).toEqual(['1', '…', '18', '19', '20']);
    expect(last?.next).toBeNull();
  });

  it('shows no gap where the window touches the first or last page', () => {
    expect(
      labels(paginationModel({ page: 3, pageSize: 10, totalRows: 50, buttons: 3 })?.items ?? []),
    ).toEqual(['1', '2', '3', '4', '5']);
  });

  it('treats a page past the end as the last page', () => {
    const model = paginationModel({ page: 99, pageSize: 10, totalRows: 30, buttons: 3 });
    expect(labels(model?.items ?? [])).toEqual(['1', '2', '3']);
    expect(model?.next).toBeNull();
    expect(model?.previous).toBe(2);
  });
});
