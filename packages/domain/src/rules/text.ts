/** Everything a name may hold: letters (with accents and ñ), spaces, apostrophes and hyphens. */
const NOT_NAME_CHARACTER = /[^\p{L}\p{M}\s'’-]/gu;
const WORD_START = /(^|[\s'’-])(\p{L})/gu;

/** Turns every run of whitespace into one space, leaving the ends alone so typing is not disturbed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** "lUISA fernanda" → "Luisa Fernanda"; a letter after a hyphen or apostrophe starts a word too. */
export function capitalizeWords(text: string): string {
  return text
    .toLocaleLowerCase('es')
    .replace(
      WORD_START,
      (_match, separator: string, letter: string) => separator + letter.toLocaleUpperCase('es'),
    );
}

/**
 * Removes digits and special characters as the candidate types. Apostrophes and hyphens stay
 * because real names carry them: "O'Connor", "María-José", "D’Alessandro".
 */
export function stripNameCharacters(text: string): string {
  return collapseWhitespace(text.replace(NOT_NAME_CHARACTER, ''));
}

/** The stored form of a name: only name characters, single spaces, no loose ends, words capitalised. */
export function cleanName(text: string): string {
  const stripped = stripNameCharacters(text.normalize('NFC'))
    .replace(/^[\s'’-]+|[\s'’-]+$/g, '')
    .replace(/\s*([-'’])\s*/g, '$1');
  return capitalizeWords(stripped);
}
