import { includesSearchText } from './search-text.ts';

type CardOption = { label: string; isApplied: boolean };

export function matchesFilterLabel(label: string, text: string): boolean {
  return includesSearchText(label, text.trim());
}

/**
 * Options a filter card lists: applied values first, always; then the others, narrowed to label
 * matches while the visitor types.
 */
export function filterCardOptions<Option extends CardOption>(
  options: readonly Option[],
  text = '',
): Option[] {
  const applied = options.filter((option) => option.isApplied);
  const others = options.filter((option) => !option.isApplied && matchesFilterLabel(option.label, text));
  return [...applied, ...others];
}

/**
 * An option with no vacancies cannot be applied. An applied one stays enabled even at zero so the
 * visitor can always take it off.
 */
export function isFilterOptionDisabled(option: { total: number; isApplied: boolean }): boolean {
  return option.total === 0 && !option.isApplied;
}
