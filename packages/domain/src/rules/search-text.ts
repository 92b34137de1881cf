/**
 * Case-insensitive, and accent-insensitive as well: a candidate typing "bogota" or "medico"
 * expects "Bogotá" and "Médico". ñ folds to n for the same reason.
 */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');
}

export function includesSearchText(haystack: string, needle: string): boolean {
  return foldForSearch(haystack).includes(foldForSearch(needle));
}
