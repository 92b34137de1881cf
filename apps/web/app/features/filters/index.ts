export { FilterColumn, RESULTS_ID } from './FilterColumn/FilterColumn.tsx';
export {
  appliedFilterCount,
  type FilterGroup,
  type FilterItem,
  filterGroups,
  type ListingFilterDefinition,
} from './filter-options.ts';
