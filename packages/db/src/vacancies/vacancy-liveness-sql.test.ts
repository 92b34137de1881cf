import { isVacancyLive, liveVacancySql, VACANCY_STATUSES, type VacancyLivenessFacts } from '@camello/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../driver/db.ts';
import { openEmptyTestDatabase } from '../testing/index.ts';

let db: Db;

beforeAll(async () => {
  db = await openEmptyTestDatabase();
});

afterAll(async () => {
  await db?.close();
});

const now = new Date('2026-11-01T12:00:00Z');
const at = (offset: number) => new Date(now.getTime() + offset);

/** Every combination of status, publication, validity and company state, edges included. */
const cases: VacancyLivenessFacts[] = VACANCY_STATUSES.flatMap((status) =>
  [null, at(-60_000), now, at(60_000)].flatMap((publishedAt) =>
    [null, at(-60_000), now, at(60_000)].flatMap((validThrough) =>
      [true, false].map((companyIsActive) => ({ status, publishedAt, validThrough, companyIsActive })),
    ),
  ),
);

it('liveVacancySql selects exactly the vacancies isVacancyLive calls live', async () => {
  const { rows } = await db.query<{ index: number; live: boolean | null }>(
    `SELECT c.index, coalesce(${liveVacancySql('$2::timestamptz')}, false) AS live
       FROM jsonb_to_recordset($1::jsonb)
            AS v(index int, status text, published_at timestamptz, valid_through timestamptz, is_active boolean)
       JOIN LATERAL (SELECT v.index, v.is_active) AS c ON true`,
    [
      JSON.stringify(
        cases.map((facts, index) => ({
          index,
          status: facts.status,
          published_at: facts.publishedAt,
          valid_through: facts.validThrough,
          is_active: facts.companyIsActive,
        })),
      ),
      now,
    ],
  );
  const fromSql = rows.sort((a, b) => a.index - b.index).map((row) => row.live);
  expect(fromSql).toEqual(cases.map((facts) => isVacancyLive(facts, now)));
  expect(fromSql.filter(Boolean).length).toBeGreaterThan(0);
});
