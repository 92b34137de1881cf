import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import type { SearchResponse } from '@camello/domain/contracts';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { afterAll, beforeAll, expect } from 'vitest';
import { createServer } from '../app.ts';
import { NOW } from './job-fixtures.ts';

export type ApiApp<T = void> = { db: Db; app: FastifyInstance; fixtures: T };

export type ApiAppOptions<T> = {
  /** Rows the tests need, written before the API starts; its result is `fixtures`. */
  load?: (db: Db) => Promise<T>;
  /** The API's clock; the seed's by default. */
  now?: () => Date;
  /** Extra routes or hooks for the tests, added before the API is ready. */
  extend?: (app: FastifyInstance) => void;
};

/**
 * The API on a private test database for the tests of one file: opened before them and closed
 * after them. Call it at the top of the file and read its fields inside tests
 * (`const jobs = setUpApiApp(); … jobs.app.inject(…)`).
 */
export function setUpApiApp<T = void>(options: ApiAppOptions<T> = {}): ApiApp<T> {
  const jobs = {} as ApiApp<T>;
  beforeAll(async () => {
    jobs.db = await openTestDatabase();
    jobs.fixtures = (await options.load?.(jobs.db)) as T;
    jobs.app = await createServer({ db: jobs.db, now: options.now ?? (() => NOW) });
    options.extend?.(jobs.app);
    await jobs.app.ready();
    // The search index loaded, as on a running server: /api/health answers 503 until it is.
    await jobs.app.inject('/api/jobs/v1/public/jobs/search');
  });
  afterAll(async () => {
    await jobs.app?.close();
    await jobs.db?.close();
  });
  return jobs;
}

/** `/api/jobs{path}?{params as qs}`. */
export function jobsUrl(path: string, params: Record<string, unknown> = {}): string {
  const query = qs.stringify(params, { encodeValuesOnly: true });
  return `/api/jobs${path}${query ? `?${query}` : ''}`;
}

export const searchUrl = (params: Record<string, unknown> = {}) => jobsUrl('/v1/public/jobs/search', params);

/** Search params for a free-text query. */
export const text = (term: string) => ({ queries: [{ field: 'all', term }] });

export type SearchBody = SearchResponse;

/** Runs a search that must succeed. */
export async function searchOk(
  app: FastifyInstance,
  params: Record<string, unknown> = {},
): Promise<SearchBody> {
  const response = await app.inject(searchUrl(params));
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export const slugsOf = (body: SearchBody) => body.rows.map((row) => row.jobSlug);

/** A counter as `{ id: total }`, applied values marked with a star: `{ 'antioquia*': 3 }`. */
export function counter(body: SearchBody, field: string): Record<string, number> {
  return Object.fromEntries(
    (body.counters[field] ?? []).map((entry) => [`${entry.id}${entry.isApplied ? '*' : ''}`, entry.total]),
  );
}
