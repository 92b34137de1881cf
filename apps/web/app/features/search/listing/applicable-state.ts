import { slugify } from '@camello/domain';
import type { FilterSettingsResponse, SettingsFilter } from '@camello/domain/contracts';
import { type FilterParam, filterField, type ListingState } from './listing-state.ts';

/** The parts of a listing's settings that say which filters and orders it has. */
export type ListingVocabulary = Pick<FilterSettingsResponse, 'filters' | 'order'>;

const MAX_AMOUNT = 1_000_000_000;
const MAX_VALUES_PER_FIELD = 50;
const MAX_SLUG_LENGTH = 120;

function definitionsByField(definitions: readonly SettingsFilter[]): Map<string, SettingsFilter> {
  const byField = new Map<string, SettingsFilter>();
  for (const definition of definitions) {
    byField.set(definition.field, definition);
    if (definition.child) byField.set(definition.child.field, definition.child);
  }
  return byField;
}

const amountOf = (value: string): number | null => {
  if (!/^\d{1,10}$/.test(value)) return null;
  const amount = Number(value);
  return amount <= MAX_AMOUNT ? amount : null;
};

/** A salary range: whole amounts, lower bound first; a reversed or malformed range is dropped whole. */
function rangeParams(field: string, params: readonly FilterParam[]): FilterParam[] {
  const bound = (side: 'from' | 'to') => {
    const values = params.filter(([key]) => key === `filters[${field}][${side}]`).map(([, value]) => value);
    return values.length === 0 ? undefined : values.length === 1 ? amountOf(values[0] as string) : null;
  };
  const from = bound('from');
  const to = bound('to');
  if (from === null || to === null || (from !== undefined && to !== undefined && from > to)) return [];
  return [
    ...(from === undefined ? [] : ([[`filters[${field}][from]`, String(from)]] as const)),
    ...(to === undefined ? [] : ([[`filters[${field}][to]`, String(to)]] as const)),
  ];
}

/** Values read the way the feed import reads names: "Bogotá", "BOGOTA" and "bogota" are `bogota`. */
function slugValues(params: readonly FilterParam[]): string[] {
  const slugs = params
    .filter(([key]) => !/\]\[(from|to)\]$/.test(key))
    .map(([, value]) => slugify(value, MAX_SLUG_LENGTH))
    .filter((slug) => slug !== '');
  return [...new Set(slugs)];
}

function fieldParams(definition: SettingsFilter, params: readonly FilterParam[]): FilterParam[] {
  const { field } = definition;
  switch (definition.type) {
    case 'RANGE':
      return rangeParams(field, params);
    case 'MATCH': {
      const flag = params
        .map(([, value]) => value.toLowerCase())
        .find((value) => value === 'true' || value === 'false');
      return flag ? [[`filters[${field}]`, flag]] : [];
    }
    // A point and radius come from the browser's location, never from a page URL.
    case 'GEO_POINT':
      return [];
    default: {
      const slugs = slugValues(params);
      if (!definition.multiple) return slugs[0] ? [[`filters[${field}]`, slugs[0]]] : [];
      return slugs.slice(0, MAX_VALUES_PER_FIELD).map((slug) => [`filters[${field}][]`, slug]);
    }
  }
}

/**
 * The part of a listing URL's state that the listing can search with, by its settings: filters of
 * fields it has, in the form each field takes, with names read as slugs, and an order it offers.
 * Anything else (an unknown field or order, a malformed amount or flag) is ignored, as page
 * parameters are, so that it never turns the page into an error.
 */
export function applicableState(state: ListingState, vocabulary: ListingVocabulary): ListingState {
  const definitions = definitionsByField(vocabulary.filters);
  const paramsByField = new Map<string, FilterParam[]>();
  for (const param of state.filters) {
    const field = filterField(param[0]);
    if (field === null || !definitions.has(field)) continue;
    paramsByField.set(field, [...(paramsByField.get(field) ?? []), param]);
  }
  const filters = [...paramsByField].flatMap(([field, params]) =>
    fieldParams(definitions.get(field) as SettingsFilter, params),
  );
  const orderFields = new Set(
    [vocabulary.order.desktop, vocabulary.order.mobile].flatMap((order) =>
      order.fields.map(({ field }) => field),
    ),
  );
  const order = state.order && orderFields.has(state.order.field) ? state.order : null;
  return { ...state, filters, order };
}
