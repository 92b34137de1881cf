/**
 * Case-insensitive, and accent-insensitive as well: a candidate typing "bogota" or "medico"
 * expects "Bogotá" and "Médico". ñ folds to n for the same reason.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}

export function includesSearchText(haystack: string, needle: string): boolean {
  const folded = foldForSearch(needle);
  // Nothing typed matches everything: a filter card rendered with its whole list folds no label.
  return folded === '' || foldForSearch(haystack).includes(folded);
}
