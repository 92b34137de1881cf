import type { Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import type { SearchResponse } from '@camello/domain/contracts';
import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { expect } from 'vitest';
import { createServer } from '../../../app.ts';
import { NOW } from './job-fixtures.ts';

export type JobsApp = { db: Db; app: FastifyInstance };

/** A private test database, filled by `load`, and the API on top of it with the seed's clock. */
export async function openJobsApp<T>(
  load: (db: Db) => Promise<T>,
  now: () => Date = () => NOW,
): Promise<JobsApp & { fixtures: T }> {
  const db = await openTestDatabase();
  const fixtures = await load(db);
  const app = await createServer({ db, now });
  await app.ready();
  return { db, app, fixtures };
}

export async function closeJobsApp({ db, app }: JobsApp): Promise<void> {
  await app.close();
  await db.close();
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
