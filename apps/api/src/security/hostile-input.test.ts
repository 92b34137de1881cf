import qs from 'qs';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpApiApp } from '../test-support/api-app.ts';
import { signInNewAccount } from '../test-support/signed-in-account.ts';
import { hostileShapes, hostileValues } from './hostile-values.ts';
import {
  type OpenApiOperation,
  openApiOperations,
  placements,
  samplePath,
  sampleValue,
  sessionHeaders,
} from './openapi-operations.ts';

let operations: OpenApiOperation[];
/** Routes that need a session get one, so that hostile values reach their handlers. */
let accessToken: string;

const api = setUpApiApp();

beforeAll(async () => {
  operations = await openApiOperations(api.app);
  ({ accessToken } = await signInNewAccount(api.app, api.db));
});

async function tableSizes(): Promise<string> {
  const { rows } = await api.db.query<{ companies: string; vacancies: string }>(
    'SELECT (SELECT count(*) FROM companies) AS companies, (SELECT count(*) FROM vacancies) AS vacancies',
  );
  return JSON.stringify(rows[0]);
}

/**
 * Every request an operation gets: one per hostile value in each place of each query parameter,
 * each path parameter and each body field, and one per hostile shape in each place of each query
 * parameter and body field, with only required values around it.
 */
function hostileRequests(operation: OpenApiOperation): { url: string; payload?: unknown }[] {
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const requiredQuery = Object.fromEntries(
    queryParameters
      .filter((parameter) => parameter.required)
      .map((parameter) => [parameter.name, sampleValue(parameter.schema)]),
  );
  const pathNames = operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .map((parameter) => parameter.name);
  const body = operation.body ? sampleValue(operation.body) : undefined;
  const url = (query: Record<string, unknown>, pathValues: Record<string, string> = {}) => {
    const search = qs.stringify(query);
    return `${samplePath(operation.path, pathValues)}${search ? `?${search}` : ''}`;
  };
  const requests: { url: string; payload?: unknown }[] = [];
  for (const value of [...hostileValues, ...hostileShapes]) {
    for (const parameter of queryParameters) {
      for (const placed of placements(parameter.schema, value)) {
        requests.push({ url: url({ ...requiredQuery, [parameter.name]: placed }), payload: body });
      }
    }
    if (typeof value === 'string')
      for (const name of pathNames)
        requests.push({ url: url(requiredQuery, { [name]: value }), payload: body });
    for (const placed of operation.body ? placements(operation.body, value) : []) {
      requests.push({ url: url(requiredQuery), payload: placed });
    }
  }
  return requests;
}

describe('SQL metacharacters, very long values and values of the wrong shape in every parameter and body field', () => {
  it('never get a 500, and never change the data', async () => {
    const before = await tableSizes();
    const failures: string[] = [];
    let requestsSent = 0;
    for (const operation of operations) {
      for (const request of hostileRequests(operation)) {
        const response = await api.app.inject({
          method: operation.method,
          url: request.url,
          payload: request.payload as object,
          headers: sessionHeaders(operation, accessToken),
        });
        requestsSent += 1;
        const shown = `${operation.method} ${request.url.slice(0, 160)}`;
        if (response.statusCode >= 500)
          failures.push(`${response.statusCode} ${shown}: ${response.body.slice(0, 200)}`);
        else if (response.statusCode < 300 && response.headers['content-type']?.toString().includes('json')) {
          try {
            response.json();
          } catch {
            failures.push(`${response.statusCode} with a body that is not JSON: ${shown}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(requestsSent).toBeGreaterThanOrEqual(hostileValues.length);
    expect(await tableSizes()).toBe(before);
  }, 300_000);
});
