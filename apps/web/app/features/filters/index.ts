export { FilterColumn, RESULTS_ID } from './FilterColumn/FilterColumn.tsx';
export { type FilterGroup, type FilterItem, filterGroups, type HiddenOptions } from './filter-options.ts';
