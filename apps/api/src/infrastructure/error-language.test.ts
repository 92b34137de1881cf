import { type Locale, type MessageKey, messageKeysOf } from '@camello/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostileValues } from '../security/hostile-values.ts';
import {
  type OpenApiOperation,
  openApiOperations,
  samplePath,
  sampleValue,
  sessionHeaders,
} from '../security/openapi-operations.ts';
import { setUpApiApp } from '../test-support/api-app.ts';
import { signInNewAccount } from '../test-support/signed-in-account.ts';

let operations: OpenApiOperation[];
/** Routes that need a session get one, so that their own refusals are checked. */
let accessToken: string;

// The empty database: every id names nothing, so each route that looks one up answers 404.
const api = setUpApiApp();

beforeAll(async () => {
  operations = await openApiOperations(api.app);
  ({ accessToken } = await signInNewAccount(api.app, api.db));
});

/** A well-formed value of every kind of path parameter that names nothing in the empty database. */
const ABSENT = { slug: 'no-existe-zz9', id: 'zz9zz9zz9', number: '2147483000' };

function requiredQuery(operation: OpenApiOperation, values: Record<string, unknown> = {}): string {
  const query = new URLSearchParams();
  for (const parameter of operation.parameters)
    if (parameter.in === 'query' && (parameter.required || parameter.name in values))
      query.set(parameter.name, String(values[parameter.name] ?? sampleValue(parameter.schema)));
  const search = query.toString();
  return search ? `?${search}` : '';
}

/** Requests that the operation must refuse: a bad value in each path and query parameter, and absent ids. */
function refusedRequests(operation: OpenApiOperation): string[] {
  const pathNames = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
  const urls: string[] = [];
  for (const value of hostileValues.slice(0, 12)) {
    for (const name of pathNames)
      urls.push(samplePath(operation.path, { [name]: value }) + requiredQuery(operation));
    for (const parameter of operation.parameters.filter((p) => p.in === 'query'))
      urls.push(samplePath(operation.path) + requiredQuery(operation, { [parameter.name]: value }));
  }
  for (const absent of Object.values(ABSENT)) {
    const filled = Object.fromEntries(pathNames.map((name) => [name, absent]));
    urls.push(samplePath(operation.path, filled) + requiredQuery(operation, { vacantId: ABSENT.id }));
  }
  urls.push(`${samplePath(operation.path)}?unknownParameter=1`);
  return urls;
}

type Answer = { status: number; keys: (MessageKey | undefined)[]; message: string };

type Request = Pick<OpenApiOperation, 'method' | 'needsSession'>;
const PUBLIC_GET: Request = { method: 'GET', needsSession: false };

async function answer(url: string, operation: Request, locale?: Locale): Promise<Answer> {
  const headers = { ...sessionHeaders(operation, accessToken), ...(locale && { 'accept-language': locale }) };
  const response = await api.app.inject({ method: operation.method, url, headers });
  const message = response.statusCode >= 400 ? String(response.json().message) : '';
  return { status: response.statusCode, keys: messageKeysOf(locale ?? 'es-CO', message), message };
}

describe('API error messages', () => {
  it('answer every refused request in Spanish by default and in English for en-US', async () => {
    const refused: string[] = [];
    for (const operation of operations) {
      for (const url of refusedRequests(operation)) {
        const spanish = await answer(url, operation);
        if (spanish.status < 400) continue;
        const english = await answer(url, operation, 'en-US');
        refused.push(`${spanish.status} ${operation.path}`);
        expect(spanish.status, url).toBeLessThan(500);
        expect(spanish.keys, `${url}: "${spanish.message}" is no es-CO message`).not.toContain(undefined);
        expect(english.status, url).toBe(spanish.status);
        expect(english.keys, `${url}: "${english.message}" is not the en-US wording`).toEqual(spanish.keys);
        expect(english.message, url).not.toBe(spanish.message);
      }
    }
    // Every operation with parameters refused something: the loop above cannot pass by checking nothing.
    for (const operation of operations.filter((o) => o.parameters.length > 0))
      expect(refused.join('\n')).toContain(` ${operation.path}`);
  });

  it('tell caches that answers depend on Accept-Language', async () => {
    for (const url of ['/api/jobs/v1/landing/no-existe-zz9', '/api/jobs/v2/filters/public/settings']) {
      const response = await api.app.inject(url);
      expect(String(response.headers.vary), url).toMatch(/Accept-Language/);
    }
  });

  it.each([
    '/api/jobs/v1/public/jobs/no-existe-zz9',
    '/api/jobs/v1/public/jobs/setting/zz9zz9zz9',
    '/api/jobs/v1/public/jobs/vacants/suggested/no-existe-zz9',
    '/api/jobs/v2/jobs/suggested/mimir-wisdom?vacantId=zz9zz9zz9',
    '/api/jobs/v1/seo/job-posting/no-existe-zz9',
  ])('words the vacancy 404 of %s in the caller’s language', async (url) => {
    expect(await answer(url, PUBLIC_GET)).toEqual({
      status: 404,
      keys: ['apiError.vacancyNotFound'],
      message: 'Esta vacante no existe',
    });
    expect(await answer(url, PUBLIC_GET, 'en-US')).toEqual({
      status: 404,
      keys: ['apiError.vacancyNotFound'],
      message: 'This job does not exist',
    });
    expect((await answer(url, PUBLIC_GET, 'es-MX')).message).toBe('Esta vacante no existe');
  });
});
