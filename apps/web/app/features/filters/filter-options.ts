import { ALPHABET, type AlphabetLetter, foldForSearch } from '@camello/domain';
import type { SettingsFilter } from '@camello/domain/contracts';

/** A filter card's definition, as the API's filter settings give it. */
export type ListingFilterDefinition = SettingsFilter;

/** A filter value as the listing shows it: the facet count of the search, with its filter state. */
export type FilterItem = {
  readonly id: string;
  readonly label: string;
  readonly total: number;
  readonly isApplied: boolean;
  readonly from?: number | null | undefined;
  readonly to?: number | null | undefined;
};

/** A filter card: its definition and the values the current search counts for it. */
export type FilterGroup = {
  readonly definition: ListingFilterDefinition;
  readonly items: readonly FilterItem[];
  /** Fields of the dependent filters, cleared when this one changes. */
  readonly childFields: readonly string[];
  /** Values the page leaves out of the card (it lists its top ones), and the listing with them all. */
  readonly hidden?: HiddenOptions | undefined;
};

/** How many values of a filter card the page leaves out, and the listing URL that shows them. */
export type HiddenOptions = { readonly count: number; readonly href: string };

/** Cards in settings order, each followed by its child; a card shows only when it has values. */
export function filterGroups(
  definitions: readonly ListingFilterDefinition[],
  counters: Readonly<Record<string, readonly FilterItem[]>>,
  hiddenOptions: Readonly<Record<string, HiddenOptions>> = {},
): FilterGroup[] {
  const groups: FilterGroup[] = [];
  const visit = (definition: ListingFilterDefinition) => {
    const items = counters[definition.field] ?? [];
    const childFields: string[] = [];
    for (let child = definition.child; child; child = child.child) childFields.push(child.field);
    if (items.length > 0 && definition.renderType !== 'GEO_POINT')
      groups.push({ definition, items, childFields, hidden: hiddenOptions[definition.field] });
    if (definition.child) visit(definition.child);
  };
  for (const definition of definitions) visit(definition);
  return groups;
}

export function appliedFilterCount(groups: readonly FilterGroup[]): number {
  return groups.reduce((count, group) => count + group.items.filter((item) => item.isApplied).length, 0);
}

/** The letter a label files under in the alphabet filter: accents fold away, but Ñ is its own letter. */
export function alphabetLetterOf(label: string): AlphabetLetter | null {
  const first = label.trim().charAt(0).toLocaleUpperCase('es');
  const letter = first === 'Ñ' ? 'Ñ' : foldForSearch(first).toLocaleUpperCase('es');
  return (ALPHABET as readonly string[]).includes(letter) ? (letter as AlphabetLetter) : null;
}

/** Cards with many values (companies, occupations) get the alphabet filter. */
export const ALPHABET_MIN_ITEMS = 20;
/** Cards with more values than this get a search box. */
export const SEARCH_BOX_MIN_ITEMS = 8;
