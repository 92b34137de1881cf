import type { CardRow, Db } from '@camello/db';
import { openTestDatabase } from '@camello/db/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createRepositories } from '../services/repositories.ts';
import { createJobCardCache, type JobCardRows } from './job-card-cache.ts';

let db: Db;
let ids: string[];
let version: number;
/** The ids each database read asked for. */
let reads: string[][];
let cards: JobCardRows;

beforeAll(async () => {
  db = await openTestDatabase();
  const { rows } = await db.query<{ id: string }>('SELECT id FROM vacancies ORDER BY id LIMIT 6');
  ids = rows.map((row) => row.id);
});
afterAll(() => db.close());

beforeEach(() => {
  version = 0;
  reads = [];
  const { vacancies } = createRepositories(db);
  cards = createJobCardCache({
    load: (asked) => {
      reads.push([...asked]);
      return vacancies.cards(asked);
    },
    version: () => String(version),
    maxCards: 4,
  });
});

const titles = (rows: readonly CardRow[]) => rows.map((row) => row.title);

describe('job card cache', () => {
  it('reads only the vacancies it does not hold, and answers in the order asked', async () => {
    const [a, b, c] = ids as [string, string, string];
    const first = await cards([a, b]);
    expect(first.map((row) => row.id)).toEqual([a, b]);
    const again = await cards([c, b, a]);
    expect(again.map((row) => row.id)).toEqual([c, b, a]);
    expect(reads).toEqual([[a, b], [c]]);
    expect(await cards([b, a])).toEqual([again[1], again[2]]);
    expect(reads).toHaveLength(2);
  });

  it('skips ids of no vacancy without remembering them', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const [a] = ids as [string];
    expect((await cards([unknown, a])).map((row) => row.id)).toEqual([a]);
    await cards([unknown, a]);
    expect(reads).toEqual([[unknown, a], [unknown]]);
  });

  it('reads every vacancy again once the data may have changed', async () => {
    const [a] = ids as [string];
    const before = await cards([a]);
    await db.query(`UPDATE vacancies SET title = title || ' (editada)' WHERE id = $1`, [a]);
    expect(titles(await cards([a]))).toEqual(titles(before));
    version += 1;
    expect(titles(await cards([a]))).toEqual([`${before[0]?.title} (editada)`]);
    expect(reads).toEqual([[a], [a]]);
  });

  it('does not keep rows read while the data changed', async () => {
    const [a] = ids as [string];
    const { vacancies } = createRepositories(db);
    const changing = createJobCardCache({
      load: (asked) => {
        reads.push([...asked]);
        version += 1;
        return vacancies.cards(asked);
      },
      version: () => String(version),
    });
    await changing([a]);
    await changing([a]);
    expect(reads).toEqual([[a], [a]]);
  });

  it('holds at most its bound, dropping the least recently asked', async () => {
    const [a, b, c, d, e] = ids as [string, string, string, string, string];
    await cards([a, b, c, d]);
    await cards([a]);
    await cards([e]);
    reads = [];
    await cards([a, c, d, e]);
    expect(reads).toEqual([]);
    await cards([b]);
    expect(reads).toEqual([[b]]);
  });
});
