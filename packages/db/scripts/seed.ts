// Migrates and seeds the configured database: `npm run seed -w @camello/db`.
// DATABASE_URL selects PostgreSQL; otherwise PGlite in DATA_DIR (./data where npm was run).
// SEED_VACANCIES (default 5,000) and SEED (default 1) shape the demo data.
import { resolve } from 'node:path';
import { migrate, openDatabase, seed } from '../src/index.ts';

const dataDir = process.env.DATA_DIR ?? resolve(process.env.INIT_CWD ?? process.cwd(), 'data');
const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
try {
  const applied = await migrate(db);
  if (applied.length > 0) console.info(`Applied migrations ${applied.join(', ')}.`);
  const result = await seed(db, { seed: Number(process.env.SEED ?? 1) });
  if (!result.referenceDataInserted && result.companiesInserted === 0) {
    console.info('The database was already seeded: nothing to do.');
  }
} finally {
  await db.close();
}
