import { isMessageKey, type Locale, perLocale, translate } from '@camello/domain';
import { FACET_FIELDS, type FacetField, type OrderField } from '@camello/search';

// Texts of the search filters, from the `filters.*` messages of the catalogs. The enum labels
// (contract type, education level) are the domain's own messages.

type FilterField = FacetField | 'geo';
type FilterTexts = { label: string; searchPlaceholder: string; switchText: string };

export type FilterMessages = {
  filters: Record<FilterField, FilterTexts>;
  /** Label of an experience or publish date range; an unknown id is its own label. */
  rangeLabel: (field: 'experience' | 'publishDate', id: string) => string;
  remote: string;
  urgent: string;
  /** Label of an applied geographic filter. */
  geoWithin: (radius: number) => string;
  order: (field: OrderField) => string;
};

const FIELDS: readonly FilterField[] = [...FACET_FIELDS, 'geo'];

/** The message of a key built from data, or `fallback` when the catalogs have none. */
function messageOr(locale: Locale, key: string, fallback: string): string {
  return isMessageKey(key) ? translate(locale, key) : fallback;
}

function buildMessages(locale: Locale): FilterMessages {
  const texts = (field: FilterField): FilterTexts => ({
    label: translate(locale, `filters.${field}.label`),
    searchPlaceholder: messageOr(locale, `filters.${field}.searchPlaceholder`, ''),
    switchText: messageOr(locale, `filters.${field}.switchText`, ''),
  });
  return {
    filters: Object.fromEntries(FIELDS.map((field) => [field, texts(field)])) as Record<
      FilterField,
      FilterTexts
    >,
    rangeLabel: (field, id) => messageOr(locale, `filters.${field}.${id}`, id),
    remote: translate(locale, 'filters.remote'),
    urgent: translate(locale, 'filters.urgent'),
    geoWithin: (radius) => translate(locale, 'filters.geoWithin', { radius }),
    order: (field) => translate(locale, `filters.order.${field}`),
  };
}

export const filterMessages = perLocale(buildMessages);
