import type { SettingsFilter } from '@camello/domain/contracts';

/**
 * A filter of the listing as the API defines it, for the tests: a multi-select of equal values on
 * `field`, named after it, with nothing applied; `overrides` sets the rest.
 */
export function filterDefinitionFixture(
  field: string,
  overrides: Partial<SettingsFilter> = {},
): SettingsFilter {
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
