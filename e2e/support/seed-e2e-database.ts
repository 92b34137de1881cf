// Run by prepareE2eDatabase with DATA_DIR and SEED_VACANCIES: the same seed the server would
// run, plus the vacancies that carry the XSS corpus.
import { migrate, openDatabase, seed } from '@camello/db';
import { insertXssFixtures } from '../security/xss-fixtures.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR is required');

const db = await openDatabase({ dataDir });
try {
  await migrate(db);
  await seed(db, { vacancies: Number(process.env.SEED_VACANCIES), log: () => {} });
  await insertXssFixtures(db);
} finally {
  await db.close();
}
