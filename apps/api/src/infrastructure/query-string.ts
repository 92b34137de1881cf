import qs from 'qs';

/**
 * Parses query strings in the `qs` style the spec's clients use (`queries[0][term]=x`,
 * `paginator[page]=2`), with limits so a hostile query cannot blow up memory or nesting.
 */
export function parseQueryString(raw: string): Record<string, unknown> {
  return qs.parse(raw, {
    depth: 4,
    arrayLimit: 50,
    parameterLimit: 200,
    allowPrototypes: false,
    plainObjects: true,
    strictNullHandling: false,
    // PostgreSQL text cannot hold U+0000, so a NUL could only end in a database error.
    decoder: (text, decode, charset) => String(decode(text, decode, charset)).replaceAll('\u0000', ''),
  });
}
