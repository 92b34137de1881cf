import type { FilterGroup, FilterItem } from '../../filters/index.ts';
import { type FilterValue, type ListingState, withFilterToggled } from './listing-state.ts';

const LIST_RENDER_TYPES: ReadonlySet<string> = new Set(['MULTI_SELECT', 'SEARCH', 'CUSTOM:BY_COMPANY']);

/** How a card's value goes in the URL: a range by its bounds, a multi-value card as a list. */
export function filterValueOf(group: FilterGroup, item: FilterItem): FilterValue {
  const { field, renderType } = group.definition;
  if (item.from !== undefined || item.to !== undefined) {
    return { kind: 'range', field, from: item.from ?? null, to: item.to ?? null };
  }
  return LIST_RENDER_TYPES.has(renderType)
    ? { kind: 'list', field, id: item.id }
    : { kind: 'single', field, id: item.id };
}

/** The listing state after clicking a filter value: applied when it was not, taken off when it was. */
export function stateAfterToggle(state: ListingState, group: FilterGroup, item: FilterItem): ListingState {
  return withFilterToggled(state, filterValueOf(group, item), item.isApplied, group.childFields);
}
