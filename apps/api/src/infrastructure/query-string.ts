import qs from 'qs';

/**
 * What the query's objects inherit: no property a query key could shadow, only a way to become a
 * primitive. Validation compares and prints values of the wrong type (zod reads `value.length` of
 * any object that has one), and an object with no prototype, or whose own `toString` and
 * `valueOf` are text, throws when coerced. The key is a symbol, so no query can write it.
 */
const queryObjectPrototype: object = Object.freeze(
  Object.create(null, { [Symbol.toPrimitive]: { value: () => '[object Object]' } }),
);

function withQueryPrototype(value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (!Array.isArray(value)) Object.setPrototypeOf(value, queryObjectPrototype);
  for (const item of Object.values(value)) withQueryPrototype(item);
  return value;
}

/**
 * Parses query strings in the `qs` style the spec's clients use (`queries[0][term]=x`,
 * `paginator[page]=2`), with limits so a hostile query cannot blow up memory or nesting.
 */
export function parseQueryString(raw: string): Record<string, unknown> {
  const query = qs.parse(raw, {
    depth: 4,
    arrayLimit: 50,
    parameterLimit: 200,
    allowPrototypes: false,
    plainObjects: true,
    strictNullHandling: false,
    // PostgreSQL text cannot hold U+0000, so a NUL could only end in a database error.
    decoder: (text, decode, charset) => String(decode(text, decode, charset)).replaceAll('\u0000', ''),
  });
  return withQueryPrototype(query) as Record<string, unknown>;
}
