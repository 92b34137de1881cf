import { hostileHtmlSamples, htmlFragmentFaults, openTestDatabase } from '@camello/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../driver/db.ts';
import { insertTestCompany } from './fixtures/test-company.ts';
import { importVacancies } from './import-vacancies.ts';

/** The stored columns the feed import writes that pages render as HTML; its other texts render as text. */
const htmlColumns = ['vacancies.description_html'];
/** HTML written by the seed and migrations only (landing intros, terms, referral intros), not by a feed. */
const htmlColumnsNotFromTheFeed = [
  'landings.intro_html',
  'referral_settings.intro_html',
  'terms_versions.content_html',
];

let db: Db;

beforeAll(async () => {
  db = await openTestDatabase();
  await insertTestCompany(db);
});

afterAll(async () => {
  await db?.close();
});

describe('HTML stored by the feed import', () => {
  it('is checked in every column of the schema that holds HTML and the feed writes', async () => {
    const { rows } = await db.query<{ column: string }>(
      `SELECT table_name || '.' || column_name AS column FROM information_schema.columns
       WHERE table_schema = 'public' AND column_name LIKE '%html%' ORDER BY 1`,
    );
    expect(rows.map((row) => row.column)).toEqual([...htmlColumns, ...htmlColumnsNotFromTheFeed].sort());
  });

  it('is well formed and stays inside its container, whatever every text field of the feed held', async () => {
    const samples = hostileHtmlSamples();
    const result = await importVacancies(
      db,
      samples.map((sample, index) => ({
        externalId: `hostil-${index}`,
        company: 'transportes-andinos-nandu',
        title: sample.slice(0, 200),
        descriptionHtml: sample,
        remoteText: sample.slice(0, 200),
        cities: ['Medellín'],
        skills: [{ name: sample.slice(0, 80), score: 2 }],
        questions: [
          { type: 'unique', question: sample.slice(0, 500), options: [sample.slice(0, 200), 'No'] },
        ],
      })),
    );
    expect(result.rejected).toEqual([]);
    const { rows } = await db.query<{ external_id: string; html: string[] }>(
      `SELECT external_id, ARRAY[${htmlColumns.join(', ')}] AS html FROM vacancies
       WHERE external_id LIKE 'hostil-%'`,
    );
    expect(rows).toHaveLength(samples.length);
    for (const row of rows) {
      for (const [index, html] of row.html.entries()) {
        expect(htmlFragmentFaults(html), `${htmlColumns[index]} of ${row.external_id}`).toEqual([]);
      }
    }
  });
});
