import type { ListingFilterDefinition } from './filter-options.ts';

/**
 * A filter of the listing as the API defines it, for the tests: a multi-select of equal values on
 * `field`, named after it, with nothing applied; `overrides` sets the rest.
 */
export function filterDefinitionFixture(
  field: string,
  overrides: Partial<ListingFilterDefinition> = {},
): ListingFilterDefinition {
  return {
    label: field,
    field,
    repository: '',
    filtersApplied: [],
    params: {},
    searchPlaceholder: '',
    switchText: '',
    renderType: 'MULTI_SELECT',
    type: 'EQUAL',
    multiple: true,
    ...overrides,
  };
}
