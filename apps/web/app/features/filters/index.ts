export { FilterColumn, RESULTS_ID } from './FilterColumn/FilterColumn.tsx';
export { type FilterGroup, type FilterItem, filterGroups } from './filter-options.ts';
