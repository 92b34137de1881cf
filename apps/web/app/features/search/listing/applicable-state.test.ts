import type { FilterType } from '@camello/domain';
import type { SettingsFilter } from '@camello/domain/contracts';
import { describe, expect, it } from 'vitest';
import { filterDefinitionFixture } from '../../../testing/filter-definition-fixture.ts';
import { applicableState, type ListingVocabulary } from './applicable-state.ts';
import { readListingState } from './listing-state.ts';

function filter(field: string, type: FilterType, multiple: boolean, child?: SettingsFilter): SettingsFilter {
  return filterDefinitionFixture(field, {
    renderType: multiple ? 'MULTI_SELECT' : 'SELECTION_LIST',
    type,
    multiple,
    ...(child && { child }),
  });
}

const order = {
  defaultField: 'relevance',
  direction: 'DESC' as const,
  fields: ['relevance', 'publishedAt', 'salary'].map((field) => ({ field, label: field })),
};
const vocabulary: ListingVocabulary = {
  filters: [
    filter('department', 'EQUAL', true, filter('city', 'SEARCH', true)),
    filter('geo', 'GEO_POINT', false),
    filter('employmentType', 'EQUAL', true),
    filter('salary', 'RANGE', false),
    filter('publishDate', 'EQUAL', false),
    filter('remote', 'MATCH', false),
  ],
  order: { desktop: order, mobile: order },
};

const applicable = (search: string) =>
  applicableState(readListingState(new URLSearchParams(search)), vocabulary);

describe('applicableState', () => {
  it('keeps what the listing can search with as it is', () => {
    const state = applicable(
      'filters[department][]=antioquia&filters[city][]=medellin&filters[employmentType][]=tiempo-completo' +
        '&filters[salary][from]=1000000&filters[salary][to]=2000000&filters[publishDate]=ultima-semana' +
        '&filters[remote]=true&order[field]=salary&order[direction]=ASC',
    );
    expect(state.filters).toEqual([
      ['filters[department][]', 'antioquia'],
      ['filters[city][]', 'medellin'],
      ['filters[employmentType][]', 'tiempo-completo'],
      ['filters[salary][from]', '1000000'],
      ['filters[salary][to]', '2000000'],
      ['filters[publishDate]', 'ultima-semana'],
      ['filters[remote]', 'true'],
    ]);
    expect(state.order).toEqual({ field: 'salary', direction: 'ASC' });
  });

  it('reads a name in any case and with any accents as its slug, as the feed import does', () => {
    expect(
      applicable('filters[city][]=Bogotá&filters[city][]=BOGOTA&filters[city][]=San%20Andrés').filters,
    ).toEqual([
      ['filters[city][]', 'bogota'],
      ['filters[city][]', 'san-andres'],
    ]);
    expect(applicable('filters[employmentType][]=Tiempo%20Completo').filters).toEqual([
      ['filters[employmentType][]', 'tiempo-completo'],
    ]);
    expect(applicable('filters[remote]=TRUE').filters).toEqual([['filters[remote]', 'true']]);
  });

  it('ignores an unknown filter field or order field', () => {
    const state = applicable(
      'filters[bogus][]=1&filters[city][]=cali&order[field]=bogus&order[direction]=ASC',
    );
    expect(state.filters).toEqual([['filters[city][]', 'cali']]);
    expect(state.order).toBeNull();
  });

  it('ignores malformed amounts, reversed ranges, flags and values with nothing of a slug', () => {
    for (const search of [
      'filters[salary][from]=abc',
      'filters[salary][from]=-5',
      'filters[salary][to]=99999999999',
      'filters[salary][from]=3000000&filters[salary][to]=1000000',
      'filters[salary][from]=1&filters[salary][from]=2',
      'filters[remote]=quizas',
      'filters[city][]=%C2%BF%3F',
      'filters[geo]=1',
    ]) {
      expect(applicable(search).filters, search).toEqual([]);
    }
    expect(applicable('filters[salary][from]=abc&filters[city][]=cali').filters).toEqual([
      ['filters[city][]', 'cali'],
    ]);
  });

  it('writes each field in the form it takes: one value for a single field, a list for a multiple one', () => {
    expect(
      applicable('filters[publishDate][]=ultima-semana&filters[publishDate][]=ultimo-mes').filters,
    ).toEqual([['filters[publishDate]', 'ultima-semana']]);
    expect(applicable('filters[city]=cali').filters).toEqual([['filters[city][]', 'cali']]);
  });
});
