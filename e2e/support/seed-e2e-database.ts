// Run by prepareE2eDatabase with DATA_DIR and SEED_VACANCIES: the same seed the server would
// run, plus the vacancies that carry the XSS corpus (unless E2E_XSS_FIXTURES=0), one closed
// vacancy and one with links in its description. Prints the fixtures as one JSON line for the tests to find them.
import { migrate, openDatabase, seed } from '@camello/db';
import { insertXssFixtures } from '../security/xss-fixtures.ts';
import type { E2eFixtures } from './e2e-database.ts';
import { insertLinkInDescriptionVacancy } from './link-in-description.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');

const db = await openDatabase({ dataDir });
try {
  await migrate(db);
  await seed(db, { vacancies: Number(process.env.SEED_VACANCIES), log: () => {} });
  const linkInDescription = await insertLinkInDescriptionVacancy(db);
  if (process.env.E2E_XSS_FIXTURES !== '0') await insertXssFixtures(db);
  // The oldest published vacancy closes: its page answers 410 with similar open jobs.
  const closed = await db.query<{ slug: string }>(
    `UPDATE vacancies SET status = 'closed'
     WHERE id = (SELECT id FROM vacancies WHERE status = 'published' ORDER BY published_at, slug LIMIT 1)
     RETURNING slug`,
  );
  const closedJobSlug = closed.rows[0]?.slug;
  if (!closedJobSlug) throw new Error('The seed has no published vacancy to close');
  const fixtures: Omit<E2eFixtures, 'partnerApp'> = { closedJobSlug, linkInDescription };
  console.log(JSON.stringify(fixtures));
} finally {
  await db.close();
}
