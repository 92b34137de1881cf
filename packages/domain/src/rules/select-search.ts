import { includesSearchText } from './search-text.ts';

/** Local search runs only for more than one character typed (blanks aside) and no external search. */
export function shouldSearchLocally(text: string, hasExternalSearch: boolean): boolean {
  return !hasExternalSearch && text.trim().length > 1;
}

/**
 * Options a select list shows for the typed text: filtered by name when searching locally,
 * otherwise as given (all of them, or what the external search returned).
 */
export function searchSelectOptions<Option extends { name: string }>(
  options: readonly Option[],
  text: string,
  hasExternalSearch = false,
): Option[] {
  if (!shouldSearchLocally(text, hasExternalSearch)) return [...options];
  const needle = text.trim();
  return options.filter((option) => includesSearchText(option.name, needle));
}
