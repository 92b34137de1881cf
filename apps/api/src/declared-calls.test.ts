import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import { type CallDeclaration, namedCalls } from '@camello/domain/contracts';
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPlugin } from './app.ts';
import { declaredSchema } from './infrastructure/declared-route.ts';
import { type AppServices, createAppServices } from './services/app-services.ts';

/**
 * Routes that are the API's machinery, not calls of spec §7: the catch-all that answers 404 or 405
 * for unknown paths under /api, and the Swagger UI with its document and assets.
 */
const INFRASTRUCTURE = [/^\/api\/\*$/, /^\/api\/docs(\/.*)?$/];

/** What a declaration says of a route besides its method and path (`declaredRoute` takes them from it). */
const SCHEMA_KEYS = ['params', 'querystring', 'body', 'response'] as const;

const routes: RouteOptions[] = [];
let db: Db;
let services: AppServices;

beforeAll(async () => {
  db = await openTestDatabase();
  services = await createAppServices({ db }, () => {});
  const app = Fastify();
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  await app.register(apiPlugin, { prefix: '/api', services });
  await app.ready();
  await app.close();
});

afterAll(async () => {
  services?.search.close();
  await db?.close();
});

const methodsOf = (route: RouteOptions) => [route.method].flat().map((method) => method.toUpperCase());
const registered = (call: CallDeclaration) =>
  routes.filter((route) => route.url === call.path && methodsOf(route).includes(call.method));

describe('the declared calls', () => {
  it('are each registered by the API, once, with the same method and path', () => {
    const missing = namedCalls
      .filter(([, call]) => registered(call).length !== 1)
      .map(([name, call]) => `${name}: ${call.method} ${call.path}`);
    expect(missing).toEqual([]);
  });

  it("are registered with their declaration's schemas, which so make the OpenAPI document", () => {
    const differing = namedCalls
      .filter(([, call]) => {
        const schema = (registered(call)[0]?.schema ?? {}) as Record<string, unknown>;
        const declared = declaredSchema(call) as Record<string, unknown>;
        return SCHEMA_KEYS.some((key) => schema[key] !== declared[key]);
      })
      .map(([name]) => name);
    expect(differing).toEqual([]);
  });
});

describe('the routes of the API', () => {
  it('are each a declared call, but for its infrastructure', () => {
    expect(routes.length).toBeGreaterThan(namedCalls.length);
    const declared = new Set(namedCalls.map(([, call]) => `${call.method} ${call.path}`));
    const undeclared = routes
      .filter((route) => !INFRASTRUCTURE.some((pattern) => pattern.test(route.url)))
      .flatMap((route) => methodsOf(route).map((method) => `${method} ${route.url}`))
      // Fastify answers HEAD for every GET route by itself.
      .filter((route) => !route.startsWith('HEAD ') || !declared.has(route.replace(/^HEAD/, 'GET')))
      .filter((route) => !declared.has(route));
    expect(undeclared).toEqual([]);
  });
});
