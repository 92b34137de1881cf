import SwaggerParser from '@apidevtools/swagger-parser';
import { namedCalls } from '@camello/domain/contracts';
import { describe, expect, it } from 'vitest';
import { setUpApiApp } from '../test-support/api-app.ts';

const api = setUpApiApp();

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI document whose every reference resolves', async () => {
    const response = await api.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    await expect(SwaggerParser.validate(response.json())).resolves.toBeDefined();
  });

  it('has one operation per declared call, at its path, and no other', async () => {
    const { paths } = (await api.app.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    const declared = namedCalls.map(([, call]) => `${call.method} ${call.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(operations.sort()).toEqual(declared.sort());
  });
});

describe('the Swagger UI at the address the README gives', () => {
  it('loads every script and stylesheet it references', async () => {
    let url = new URL('/api/docs', 'http://localhost');
    let page = await api.app.inject(url.pathname);
    for (let redirects = 0; page.statusCode >= 300 && page.statusCode < 400 && redirects < 5; redirects++) {
      url = new URL(String(page.headers.location), url);
      page = await api.app.inject(url.pathname);
    }
    expect(page.statusCode).toBe(200);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(
      ([, reference]) => new URL(reference ?? '', url),
    );
    expect(assets.length).toBeGreaterThanOrEqual(3);
    const statuses = await Promise.all(
      assets.map(async (asset) => `${asset.pathname} ${(await api.app.inject(asset.pathname)).statusCode}`),
    );
    expect(statuses).toEqual(assets.map((asset) => `${asset.pathname} 200`));
  });
});
