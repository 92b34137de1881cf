import { DEFAULT_PAGE_SIZE } from '@camello/domain';
import { describe, expect, it } from 'vitest';
import { listingParams } from './listing-params.server.ts';

const parse = (search: string) => listingParams(new URL(`http://localhost/empleos${search}`).searchParams);

describe('listingParams', () => {
  it('defaults to every vacancy, first page, default page size', () => {
    expect(parse('')).toEqual({ term: '', page: 1, pageSize: DEFAULT_PAGE_SIZE });
  });

  it('reads the term and the qs-style paginator, bracket-encoded or not', () => {
    expect(parse('?q=+enfermera+&paginator[page]=3&paginator[pageSize]=20')).toEqual({
      term: 'enfermera',
      page: 3,
      pageSize: 20,
    });
    expect(parse('?paginator%5Bpage%5D=4').page).toBe(4);
  });

  it('falls back to the defaults for pages and sizes that are not positive integers', () => {
    for (const value of ['0', '-2', 'abc', '1.5', '']) {
      expect(parse(`?paginator[page]=${value}&paginator[pageSize]=${value}`)).toMatchObject({
        page: 1,
        pageSize: DEFAULT_PAGE_SIZE,
      });
    }
  });

  it('refuses page sizes above the 40 cards a list may show', () => {
    expect(parse('?paginator[pageSize]=40').pageSize).toBe(40);
    expect(parse('?paginator[pageSize]=41').pageSize).toBe(DEFAULT_PAGE_SIZE);
  });

  it('caps the page number and the term length', () => {
    expect(parse('?paginator[page]=99999999').page).toBe(10_000);
    expect(parse(`?q=${'a'.repeat(200)}`).term).toHaveLength(120);
  });
});
