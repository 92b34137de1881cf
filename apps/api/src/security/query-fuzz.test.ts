import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../app.ts';
import { hostileValues } from './hostile-values.ts';
import { type OpenApiOperation, openApiOperations, samplePath, sampleValue } from './openapi-operations.ts';

const runsPerOperation = 150;

let db: Db;
let app: FastifyInstance;
let operations: OpenApiOperation[];

beforeAll(async () => {
  db = await openTestDatabase();
  app = await createServer({ db });
  await app.ready();
  operations = (await openApiOperations(app)).filter((operation) => operation.method === 'GET');
});

afterAll(async () => {
  await app?.close();
  await db?.close();
});

const scalar = fc.oneof(
  fc.string(),
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

/** Raw query strings: well-formed qs, or pairs whose encoding is broken in every way a URL allows. */
function queryArbitrary(operation: OpenApiOperation): fc.Arbitrary<string> {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const knownNames = query.length > 0 ? query.map((parameter) => parameter.name) : ['q'];
  const sample = Object.fromEntries(
    query.map((parameter) => [parameter.name, sampleValue(parameter.schema)]),
  );
  const pair = fc
    .tuple(keyArbitrary(knownNames), scalar)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`);
  const brokenPair = fc
    .tuple(
      keyArbitrary(knownNames),
      fc.constantFrom('%', '%zz', '%ED%A0%80', '%FF%FE', '%00', '+', '=', '&&', '[', ']]', '%5B%5D'),
    )
    .map(([key, raw]) => `${key}=${raw}`);
  const wellFormed = fc
    .dictionary(keyArbitrary(knownNames), scalar, { maxKeys: 6 })
    .map((extra) => qs.stringify({ ...sample, ...extra }));
  return fc.oneof(
    wellFormed,
    fc.array(fc.oneof(pair, brokenPair), { minLength: 1, maxLength: 12 }).map((pairs) => pairs.join('&')),
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
          const response = await app.inject({ method: operation.method, url: `${path}?${query}` });
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
