import fc from 'fast-check';
import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApiApp } from '../test-support/api-app.ts';
import { signInNewAccount } from '../test-support/signed-in-account.ts';
import { hostileValues } from './hostile-values.ts';
import {
  type JsonSchema,
  type OpenApiOperation,
  openApiOperations,
  samplePath,
  sampleValue,
  sessionHeaders,
} from './openapi-operations.ts';

const runsPerOperation = 300;

let operations: OpenApiOperation[];
/** Routes that need a session get one, so that the fuzz reaches their handlers. */
let accessToken: string;

const api = setUpApiApp();

beforeAll(async () => {
  operations = (await openApiOperations(api.app)).filter((operation) => operation.method === 'GET');
  ({ accessToken } = await signInNewAccount(api.app, api.db));
});

/**
 * Characters that mean something to SQL, tsquery, LIKE, regular expressions or C strings (lone
 * surrogates cannot be URL-encoded: the broken percent-encodings below stand for them).
 */
const metaCharacter = fc.oneof(
  // The ones that most often break code that does not expect them, more often.
  { arbitrary: fc.constantFrom('\u0000', "'", '\\', '%', '&'), weight: 2 },
  fc.constantFrom(
    '\u0001',
    '\u001b',
    '\u007f',
    '\ufeff',
    '\n',
    '\r',
    '\t',
    '"',
    '`',
    '_',
    '|',
    '!',
    ':',
    '*',
  ),
  fc.constantFrom('(', ')', '<', '>', ';', '-', '$', '[', ']'),
);
const metaText = fc.string({
  unit: fc.oneof(metaCharacter, fc.constantFrom('a', 'é', 'ñ', '1', ' ')),
  maxLength: 24,
});

const scalar = fc.oneof(
  { arbitrary: metaText, weight: 3 },
  fc.string(),
  // Any code point, control characters and lone surrogates included.
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(...hostileValues.filter((value) => value.length < 2_000)),
  fc.integer().map(String),
  fc.double().map(String),
);

/** Keys as people and attackers write them: plain, nested, indexed, prototype-shaped. */
function keyArbitrary(knownNames: readonly string[]): fc.Arbitrary<string> {
  const segment = fc.oneof(
    fc.constantFrom(...knownNames, 'field', 'term', 'page', '__proto__', 'constructor', 'prototype'),
    fc.string({ maxLength: 8 }),
    fc.nat(60).map(String),
    fc.constant(''),
  );
  return fc
    .tuple(fc.constantFrom(...knownNames, '__proto__', 'constructor'), fc.array(segment, { maxLength: 6 }))
    .map(([root, segments]) => `${root}${segments.map((item) => `[${item}]`).join('')}`);
}

/**
 * Values of a parameter's schema. Well-formed ones (required keys, enum values, small numbers,
 * any text where text goes) get past validation to the code behind it; with `junk`, any place
 * may also hold a scalar of any kind.
 */
function schemaArbitrary(schema: JsonSchema | undefined, junk: boolean, depth = 0): fc.Arbitrary<unknown> {
  const maybeJunk = (wellFormed: fc.Arbitrary<unknown>) =>
    junk ? fc.oneof({ arbitrary: wellFormed, weight: 3 }, { arbitrary: scalar, weight: 1 }) : wellFormed;
  if (!schema || depth > 4) return scalar;
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((alternative) => schemaArbitrary(alternative, junk, depth + 1)));
  if (schema.enum && schema.enum.length > 0) return maybeJunk(fc.constantFrom(...schema.enum));
  if (schema.properties) {
    const properties = Object.entries(schema.properties).map(
      ([key, property]) => [key, schemaArbitrary(property, junk, depth + 1)] as const,
    );
    return maybeJunk(fc.record(Object.fromEntries(properties), { requiredKeys: schema.required ?? [] }));
  }
  if (schema.items) {
    return maybeJunk(
      fc.array(schemaArbitrary(schema.items, junk, depth + 1), { minLength: 1, maxLength: 3 }),
    );
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') {
    const minimum = Number(sampleValue(schema));
    return maybeJunk(fc.integer({ min: minimum, max: minimum + 20 }));
  }
  if (type === 'boolean') return maybeJunk(fc.boolean());
  return scalar;
}

/**
 * Raw query strings: one or two of the operation's parameters (well-formed, or with junk in any
 * place), or pairs whose keys and encoding are broken in every way a URL allows.
 */
function queryArbitrary(operation: OpenApiOperation): fc.Arbitrary<string> {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const knownNames = query.length > 0 ? query.map((parameter) => parameter.name) : ['q'];
  const pair = fc
    .tuple(keyArbitrary(knownNames), scalar)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  const brokenPair = fc
    .tuple(
      keyArbitrary(knownNames),
      fc.constantFrom('%', '%zz', '%ED%A0%80', '%FF%FE', '%00', '+', '=', '&&', '[', ']]', '%5B%5D'),
    )
    .map(([key, raw]) => `${key}=${raw}`);
  const required = query.filter((parameter) => parameter.required);
  const someParameters = (junk: boolean) =>
    fc
      .subarray(query, { maxLength: Math.min(2, query.length) })
      .chain((chosen) =>
        fc.tuple(
          ...[...new Set([...required, ...chosen])].map((parameter) =>
            schemaArbitrary(parameter.schema, junk).map((value) => [parameter.name, value] as const),
          ),
        ),
      )
      .map((entries) => qs.stringify(Object.fromEntries(entries)));
  const junkPairs = fc
    .array(fc.oneof(pair, brokenPair), { minLength: 1, maxLength: 12 })
    .map((pairs) => pairs.join('&'));
  return fc.oneof(
    { arbitrary: someParameters(false), weight: 3 },
    { arbitrary: someParameters(true), weight: 2 },
    { arbitrary: junkPairs, weight: 1 },
  );
}

function pathArbitrary(operation: OpenApiOperation): fc.Arbitrary<string> {
  const names = operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => parameter.name);
  return fc
    .tuple(...names.map(() => scalar))
    .map((values) =>
      samplePath(
        operation.path,
        Object.fromEntries(names.map((name, index) => [name, values[index] ?? 'x'])),
      ),
    );
}

describe('property-based fuzz of every public API route query string', () => {
  it('finds routes to fuzz in the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThanOrEqual(3);
    expect(operations.map((operation) => operation.path)).toContain('/api/health');
  });

  it('never answers with a status of 500 or more', async () => {
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(pathArbitrary(operation), queryArbitrary(operation), async (path, query) => {
          const response = await api.app.inject({
            method: operation.method,
            url: `${path}?${query}`,
            headers: sessionHeaders(operation, accessToken),
          });
          expect(
            response.statusCode,
            `${operation.method} ${path}?${query}: ${response.body.slice(0, 300)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: runsPerOperation, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
      );
    }
  }, 600_000);
});
