/** Words shorter than this are never corrected: a short word is too close to too many others. */
export const MIN_TYPO_LENGTH = 6;

/** Edits allowed for a word of this length: one from 6 letters, two from 10. */
export function allowedEdits(length: number): number {
  return length >= 10 ? 2 : length >= MIN_TYPO_LENGTH ? 1 : 0;
}

/** Damerau–Levenshtein distance (with adjacent swaps), or max + 1 once it is certainly above max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previousPrevious: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previousPrevious[j - 2] as number) + 1);
      }
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previousPrevious = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

/**
 * The known word closest to a word nobody wrote ("auxilar" → auxiliar, "electrisista" →
 * electricista), within the edits its length allows; the most frequent wins a tie. Null when
 * the word is short or has no close word used more than `minFrequency` times.
 */
export function correctTypo(
  word: string,
  known: ReadonlyMap<string, number>,
  minFrequency = 0,
): string | null {
  const max = allowedEdits(word.length);
  if (max === 0) return null;
  let best: string | null = null;
  let bestDistance = max + 1;
  let bestFrequency = 0;
  for (const [candidate, frequency] of known) {
    if (candidate === word || frequency <= minFrequency || candidate.length < MIN_TYPO_LENGTH - 1) continue;
    const distance = editDistance(word, candidate, Math.min(max, bestDistance));
    if (
      distance < bestDistance ||
      (distance === bestDistance && distance <= max && frequency > bestFrequency)
    ) {
      best = candidate;
      bestDistance = distance;
      bestFrequency = frequency;
    }
  }
  return bestDistance <= max ? best : null;
}
