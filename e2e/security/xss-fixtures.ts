import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Db, importVacancies } from '@camello/db';
import { repositoryRoot } from '../support/paths.ts';

const corpusFile = path.join(repositoryRoot, '..', 'shared', 'security', 'xss-payloads.txt');

/** The shared XSS corpus, one payload a line; the last line is a benign control text. */
export function readXssPayloads(): string[] {
  if (!existsSync(corpusFile))
    throw new Error(`The XSS corpus is missing: ${corpusFile} (../shared beside the repository)`);
  return readFileSync(corpusFile, 'utf8')
    .split('\n')
    .filter((line) => line.length > 0);
}

/** A word only the fixture vacancies contain, to list them all with one search. */
export const xssFixtureMarker = 'zarigueyaxss';

const companySlugPrefix = 'prueba-de-seguridad-';

/**
 * One company and one published vacancy per payload. The payload is the company's name (written
 * with SQL: there is no company import yet), and the vacancy's title and part of its description,
 * written through the feed import like any analyst's or feed's vacancy (which sanitizes HTML).
 */
export async function insertXssFixtures(db: Db): Promise<void> {
  const payloads = readXssPayloads();
  await db.query(
    `INSERT INTO companies (slug, name, country_id)
     SELECT $1 || t.position, t.name, (SELECT id FROM countries WHERE iso2 = 'co')
     FROM unnest($2::text[]) WITH ORDINALITY AS t(name, position)`,
    [companySlugPrefix, payloads],
  );
  const result = await importVacancies(
    db,
    payloads.map((payload, index) => ({
      externalId: `xss-${index + 1}`,
      company: `${companySlugPrefix}${index + 1}`,
      title: payload,
      descriptionHtml: `<p>Vacante de prueba de seguridad ${xssFixtureMarker}.</p><p>${payload}</p>${payload}`,
      cities: ['Medellín'],
    })),
  );
  if (result.inserted !== payloads.length) {
    const reasons = result.rejected.map((row) => `${row.externalId}: ${row.reason}`).join('\n');
    throw new Error(
      `The feed import took ${result.inserted} of ${payloads.length} XSS vacancies:\n${reasons}`,
    );
  }
}
