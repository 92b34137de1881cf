import { foldForSearch } from '@camello/domain';

/** The words of a text, lower-case and without accents: "Bogotá, D.C." → bogota, d, c. */
export function foldedWords(text: string): string[] {
  return foldForSearch(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A word without its plural and gender endings (cajeras, cajero → cajer; albañiles → albanil;
 * desarrolladores → desarrollador), finer than the Snowball stem, which also strips derivational
 * endings (desarrollador and desarrollo both stem to desarroll). Input is a folded word.
 */
export function lemmaOf(word: string): string {
  let lemma = word;
  if (lemma.length > 4 && lemma.endsWith('ces')) lemma = `${lemma.slice(0, -3)}z`;
  else if (lemma.length > 4 && /[^aeiou]es$/.test(lemma) && !/(ll|ch|qu|gu)es$/.test(lemma))
    lemma = lemma.slice(0, -2);
  else if (lemma.length > 3 && lemma.endsWith('s')) lemma = lemma.slice(0, -1);
  if (lemma.length > 3 && /[ao]$/.test(lemma)) lemma = lemma.slice(0, -1);
  return lemma;
}
