// Feeds from aggregators carry text that went through the wrong encoding on the way: UTF-8 read
// as Latin-1 ("IngenierÃ­a") or accents written as a letter plus a combining mark.
const MOJIBAKE = /[ÃÂ][\u0080-\u00bf]/;

/**
 * The text as its author wrote it: UTF-8 that was read as Latin-1 decoded again, and accents
 * composed (NFC). Anything else is returned as is.
 */
export function repairFeedText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  let text = value;
  if (MOJIBAKE.test(text) && [...text].every((character) => (character.codePointAt(0) as number) <= 0xff)) {
    const decoded = Buffer.from(text, 'latin1').toString('utf8');
    if (!decoded.includes('\ufffd')) text = decoded;
  }
  return text.normalize('NFC');
}
