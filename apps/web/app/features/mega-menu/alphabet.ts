import { ALPHABET, type AlphabetLetter } from '@camello/domain';

/** The letter a title files under: accents dropped ("Ú" → "U"), but Ñ stays its own letter. */
export function initialOf(title: string): string {
  const first = title.trim().charAt(0).toLocaleUpperCase('es-CO');
  if (first === 'Ñ') return first;
  return first.normalize('NFD').replace(/\p{Diacritic}/gu, '');
}

/** A letter from the `letra` parameter, or null when it is missing or not in the alphabet. */
export function letterParam(value: string | null): AlphabetLetter | null {
  const upper = value?.trim().toLocaleUpperCase('es-CO') ?? '';
  return (ALPHABET as readonly string[]).includes(upper) ? (upper as AlphabetLetter) : null;
}

/** Cards whose title files under `letter`, or all of them without one. */
export function cardsForLetter<T extends { title: string }>(
  cards: readonly T[],
  letter: AlphabetLetter | null,
): T[] {
  return letter ? cards.filter((card) => initialOf(card.title) === letter) : [...cards];
}
