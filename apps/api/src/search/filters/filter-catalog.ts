import type { FilterRenderType, FilterType, Locale } from '@camello/domain';
import { callPath, calls, type SettingsFilter } from '@camello/domain/contracts';
import { ENTITY_FIELDS, type EntityField, type FacetField } from '@camello/search';
import { filterMessages } from './filter-messages.ts';

export type FilterField = FacetField | 'geo';

type FilterSpec = {
  field: FilterField;
  type: FilterType;
  renderType: FilterRenderType;
  /** Several values at once (OR within the field). */
  multiple: boolean;
  params?: Record<string, unknown>;
  child?: FilterSpec;
};

/** Geographic search: the radius a visitor can pick, in kilometres. */
export const GEO_RADIUS_OPTIONS = [10, 30, 50, 100] as const;

const citySpec: FilterSpec = { field: 'city', type: 'SEARCH', renderType: 'SEARCH', multiple: true };

/** The filters of the listing, in the order the filter column shows them. */
export const FILTER_SPECS: readonly FilterSpec[] = [
  { field: 'department', type: 'EQUAL', renderType: 'MULTI_SELECT', multiple: true, child: citySpec },
  {
    field: 'geo',
    type: 'GEO_POINT',
    renderType: 'GEO_POINT',
    multiple: false,
    params: { radiusOptions: GEO_RADIUS_OPTIONS, defaultRadius: 30 },
  },
  { field: 'sector', type: 'EQUAL', renderType: 'MULTI_SELECT', multiple: true },
  { field: 'category', type: 'EQUAL', renderType: 'SELECTION_LIST', multiple: true },
  { field: 'occupation', type: 'SEARCH', renderType: 'SEARCH', multiple: true },
  { field: 'company', type: 'SEARCH', renderType: 'CUSTOM:BY_COMPANY', multiple: true },
  { field: 'employmentType', type: 'EQUAL', renderType: 'MULTI_SELECT', multiple: true },
  { field: 'educationLevel', type: 'EQUAL', renderType: 'MULTI_SELECT', multiple: true },
  { field: 'experience', type: 'EQUAL', renderType: 'MULTI_SELECT', multiple: true },
  { field: 'salary', type: 'RANGE', renderType: 'SELECTION_LIST', multiple: false },
  { field: 'publishDate', type: 'EQUAL', renderType: 'SELECTION_LIST', multiple: false },
  { field: 'remote', type: 'MATCH', renderType: 'CHECK', multiple: false },
  { field: 'urgent', type: 'MATCH', renderType: 'CHECK', multiple: false },
];

export function filterSpec(field: FilterField): FilterSpec | undefined {
  for (const spec of FILTER_SPECS) {
    if (spec.field === field) return spec;
    if (spec.child?.field === field) return spec.child;
  }
  return undefined;
}

export const isEntityField = (field: string): field is EntityField =>
  (ENTITY_FIELDS as readonly string[]).includes(field);

/** Where the option search of a field answers (the `{source}` of spec §7), relative to the jobs host. */
export const optionSearchSource = (field: EntityField) =>
  callPath(calls.jobs.filterOptions, { field }).slice('/api/jobs/'.length);

export function settingsFilter(spec: FilterSpec, locale: Locale): SettingsFilter {
  const texts = filterMessages(locale).filters[spec.field];
  return {
    label: texts.label,
    field: spec.field,
    repository: isEntityField(spec.field) ? optionSearchSource(spec.field) : '',
    ...(spec.child && { child: settingsFilter(spec.child, locale) }),
    filtersApplied: [],
    params: spec.params ?? {},
    searchPlaceholder: texts.searchPlaceholder,
    switchText: texts.switchText,
    renderType: spec.renderType,
    type: spec.type,
    multiple: spec.multiple,
  };
}
