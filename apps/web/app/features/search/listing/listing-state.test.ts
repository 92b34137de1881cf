import { describe, expect, it } from 'vitest';
import {
  EMPTY_LISTING_STATE,
  listingHref,
  newSearch,
  readListingState,
  visitParams,
  withFilterToggled,
  withJobSlug,
  withOrder,
  withPage,
} from './listing-state.ts';

const read = (search: string) => readListingState(new URLSearchParams(search));

describe('readListingState', () => {
  it('reads the term, filters, order, page and selected vacancy of a listing URL', () => {
    const state = read(
      'q=%20cocinero%20&filters[city][0]=medellin&filters[city][]=cali&filters[remote]=true' +
        '&order[field]=salary&order[direction]=ASC&paginator[page]=3&jobSlug=cocinero-v-1',
    );
    expect(state).toEqual({
      term: 'cocinero',
      filters: [
        ['filters[city][]', 'medellin'],
        ['filters[city][]', 'cali'],
        ['filters[remote]', 'true'],
      ],
      order: { field: 'salary', direction: 'ASC' },
      page: 3,
      jobSlug: 'cocinero-v-1',
      company: null,
      campaign: [],
      widget: false,
    });
  });

  it('reads one company by companySlug, or companyId as the same slug, and ignores malformed ones', () => {
    expect(read('companySlug=acme-sas').company).toBe('acme-sas');
    expect(read('companyId=acme-sas').company).toBe('acme-sas');
    expect(read('companySlug=Acme&companyId=acme').company).toBe('acme');
    expect(read('companySlug=acme&companyId=otra').company).toBe('acme');
    expect(read('companySlug=../x').company).toBeNull();
    expect(read(`companySlug=${'a'.repeat(121)}`).company).toBeNull();
  });

  it('drops what a person could have mistyped instead of failing', () => {
    const state = read(
      'filters[x;drop]=1&filters[city][]=&other=1&paginator[page]=-2&order[field]=a b&jobSlug=../etc',
    );
    expect(state).toEqual(EMPTY_LISTING_STATE);
  });

  it('keeps a repeated filter value once', () => {
    expect(read('filters[city][]=cali&filters[city][1]=cali').filters).toEqual([['filters[city][]', 'cali']]);
  });
});

describe('listingHref', () => {
  it('writes the state back in the same qs style, brackets escaped, leaving page 1 out', () => {
    const state = read('q=auxiliar&filters[salary][from]=1500000&paginator[page]=1');
    expect(listingHref('/empleos', state)).toBe('/empleos?q=auxiliar&filters%5Bsalary%5D%5Bfrom%5D=1500000');
    expect(listingHref('/empleos', EMPTY_LISTING_STATE)).toBe('/empleos');
  });

  it('round-trips through readListingState', () => {
    const state = read(
      'q=médico%20general&filters[company][]=a-b&order[field]=publishedAt&paginator[page]=2&jobSlug=x-1' +
        '&companyId=acme&utm_source=boletin&gclid=abc&widgetType=iframe',
    );
    expect(state.company).toBe('acme');
    expect(state.widget).toBe(true);
    expect(state.campaign).toEqual([
      ['utm_source', 'boletin'],
      ['gclid', 'abc'],
    ]);
    const href = listingHref('/empleos', state);
    expect(read(href.slice(href.indexOf('?') + 1))).toEqual(state);
  });
});

describe('filter toggles', () => {
  const base = read('q=cajero&paginator[page]=4&jobSlug=cajero-v-9');

  it('adds a list value and starts again from page 1 with nothing selected', () => {
    const next = withFilterToggled(base, { kind: 'list', field: 'city', id: 'cali' }, false);
    expect(next.filters).toEqual([['filters[city][]', 'cali']]);
    expect(next.page).toBe(1);
    expect(next.jobSlug).toBeNull();
    expect(next.term).toBe('cajero');
  });

  it('takes off one list value and keeps the others', () => {
    const state = read('filters[city][]=cali&filters[city][]=bogota');
    const next = withFilterToggled(state, { kind: 'list', field: 'city', id: 'cali' }, true);
    expect(next.filters).toEqual([['filters[city][]', 'bogota']]);
  });

  it('replaces a single value, and clears the child values chosen under the old one', () => {
    const state = read('filters[department]=antioquia&filters[city][]=medellin&filters[remote]=true');
    const next = withFilterToggled(state, { kind: 'single', field: 'department', id: 'valle' }, false, [
      'city',
    ]);
    expect(next.filters).toEqual([
      ['filters[remote]', 'true'],
      ['filters[department]', 'valle'],
    ]);
  });

  it('removes the child values when the parent is taken off', () => {
    const state = read('filters[department][]=antioquia&filters[city][]=medellin');
    const next = withFilterToggled(state, { kind: 'list', field: 'department', id: 'antioquia' }, true, [
      'city',
    ]);
    expect(next.filters).toEqual([]);
  });

  it('writes a range by its open or closed bounds and removes both sides together', () => {
    const applied = withFilterToggled(
      base,
      { kind: 'range', field: 'salary', from: null, to: 1500000 },
      false,
    );
    expect(applied.filters).toEqual([['filters[salary][to]', '1500000']]);
    const replaced = withFilterToggled(applied, { kind: 'range', field: 'salary', from: 2, to: 4 }, false);
    expect(replaced.filters).toEqual([
      ['filters[salary][from]', '2'],
      ['filters[salary][to]', '4'],
    ]);
    expect(
      withFilterToggled(replaced, { kind: 'range', field: 'salary', from: 2, to: 4 }, true).filters,
    ).toEqual([]);
  });

  it('keeps the company and the campaign on every link, a new search included', () => {
    const scoped = read('q=cajero&companySlug=acme&utm_source=boletin&jobSlug=cajero-v-9');
    const keep = '&companySlug=acme&utm_source=boletin';
    expect(listingHref('/empleos', withPage(scoped, 2))).toBe(
      `/empleos?q=cajero&paginator%5Bpage%5D=2${keep}`,
    );
    expect(listingHref('/empleos', withJobSlug(scoped, null))).toBe(`/empleos?q=cajero${keep}`);
    expect(listingHref('/empleos', newSearch(scoped, 'mesero'))).toBe(`/empleos?q=mesero${keep}`);
    expect(
      listingHref('/empleos', withFilterToggled(scoped, { kind: 'list', field: 'city', id: 'cali' }, false)),
    ).toBe(`/empleos?q=cajero&filters%5Bcity%5D%5B%5D=cali${keep}`);
  });

  it('keeps the widget mode on every link, a new search included, and only for widgetType=iframe', () => {
    const widget = read('q=cajero&widgetType=iframe&jobSlug=cajero-v-9');
    expect(listingHref('/empresas/acme', withJobSlug(widget, null))).toBe(
      '/empresas/acme?q=cajero&widgetType=iframe',
    );
    expect(listingHref('/empresas/acme', newSearch(widget, 'mesero'))).toBe(
      '/empresas/acme?q=mesero&widgetType=iframe',
    );
    expect(listingHref('/empresas/acme', withPage(read('widgetType=popup'), 2))).toBe(
      '/empresas/acme?paginator%5Bpage%5D=2',
    );
  });

  it('keeps the results when only the page or the selection changes', () => {
    expect(withPage(base, 2)).toMatchObject({ term: 'cajero', page: 2, jobSlug: null });
    expect(withJobSlug(base, 'otra-v-2')).toMatchObject({ page: 4, jobSlug: 'otra-v-2' });
    expect(withOrder(base, 'salary', 'DESC')).toMatchObject({
      page: 1,
      order: { field: 'salary', direction: 'DESC' },
    });
  });
});

describe('visitParams', () => {
  it('is what a link to a vacancy page keeps of the visit: its campaign, then the widget mode', () => {
    expect(visitParams(read('q=cajero&gclid=abc&utm_source=boletin&widgetType=iframe&jobSlug=x-1'))).toEqual([
      ['gclid', 'abc'],
      ['utm_source', 'boletin'],
      ['widgetType', 'iframe'],
    ]);
    expect(visitParams(read('q=cajero&utm_source=&filters[city][]=cali'))).toEqual([]);
  });
});
