import { availableParallelism } from 'node:os';
import type { Db } from '../driver/db.ts';
import { insertBooks } from './books.ts';
import { insertClassifications } from './classifications.ts';
import { demoDataState, discardInterruptedDemoData, insertDemoData } from './demo-data.ts';
import { insertLegalTexts } from './legal-texts.ts';
import { insertPlaces } from './places.ts';
import { createRandom } from './random.ts';
import { readReferenceFiles, referenceDataDirectory } from './reference-files.ts';
import { loadSeedContext } from './seed-context.ts';

export type SeedOptions = {
  /** Demo vacancies to create; `SEED_VACANCIES` or 5,000 by default; 0 seeds reference data only. */
  vacancies?: number;
  /** Random seed: the same seed gives the same companies and vacancies. */
  seed?: number;
  /** Reference instant for publication dates; the current time by default. */
  now?: Date;
  /** Directory of the reference CSVs; `CAMELLO_REFERENCE_DATA` or ../shared/data beside the repository. */
  referenceDataDir?: string;
  log?: (message: string) => void;
};

export type SeedResult = {
  referenceDataInserted: boolean;
  companiesInserted: number;
  vacanciesInserted: number;
  seconds: number;
};

// Serializes concurrent seeders (several instances starting together).
const seedLockKey = 7_001_202_612;
/**
 * From this many vacancies on, a load in one transaction (PGlite) drops the GIN index of
 * vacancies (title trigrams) and builds it again after the load: one index build costs a
 * fraction of a million incremental GIN insertions.
 */
const BULK_LOAD_VACANCIES = 50_000;
/**
 * Vacancy batches PostgreSQL loads at once: its backend spends most of a batch computing the
 * search vectors, one core per connection, while this process generates the next batches.
 */
const LOAD_CONNECTIONS = Math.min(4, availableParallelism() + 1);

/**
 * Fills an empty database with reference data (countries, Colombian departments and municipalities,
 * sectors, CIUO occupations and their titles, catalogues) and then with fictitious companies and vacancies.
 * Each part runs once: seeding an already seeded database does nothing.
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const log = options.log ?? ((message: string) => console.info(message));
  const vacancies = options.vacancies ?? Number(process.env.SEED_VACANCIES ?? 5_000);
  if (!Number.isInteger(vacancies) || vacancies < 0) {
    throw new Error(`The number of vacancies to seed must be a whole number, not ${vacancies}`);
  }
  const started = performance.now();

  const referenceDataInserted = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [seedLockKey]);
    if (await hasRows(tx, 'countries')) return false;
    const files = readReferenceFiles(referenceDataDirectory(options.referenceDataDir));
    const places = await insertPlaces(tx, files);
    await insertClassifications(tx, files, places.countryIds);
    await insertLegalTexts(tx, options.now ?? new Date());
    await insertBooks(tx);
    return true;
  });

  let companiesInserted = 0;
  if (vacancies > 0) {
    const demoStarted = performance.now();
    companiesInserted = await db.transaction(async (guard) => {
      // Held until the load ends: a seeder starting meanwhile waits, then finds the load complete.
      await guard.query('SELECT pg_advisory_xact_lock($1)', [seedLockKey]);
      // PostgreSQL loads through several connections of its pool; PGlite has one, the guard's. The
      // guard reads nothing the writers change: its locks would last until the load ends.
      const parallel = db.kind === 'postgres';
      const writer = parallel ? db : guard;
      const state = await demoDataState(writer);
      if (state === 'complete') return 0;
      if (state === 'interrupted') {
        log('The last demo data load was interrupted: starting it over.');
        await discardInterruptedDemoData(writer);
      }
      const { places, classifications } = await loadSeedContext(guard);
      const load = () =>
        insertDemoData(writer, {
          random: createRandom(options.seed ?? 1),
          now: options.now ?? new Date(),
          vacancies,
          places,
          classifications,
          connections: parallel ? LOAD_CONNECTIONS : 1,
        });
      // Index DDL inside the guard's transaction would lock out the other connections.
      const result =
        !parallel && vacancies >= BULK_LOAD_VACANCIES
          ? await withGinIndexesBuiltAfter(guard, load)
          : await load();
      return result.companies;
    });
    if (companiesInserted > 0) {
      await db.query('ANALYZE');
      const seconds = (performance.now() - demoStarted) / 1000;
      log(
        `Seeded ${companiesInserted} companies and ${vacancies.toLocaleString('es-CO')} vacancies in ` +
          `${seconds.toFixed(1)} s (${Math.round(vacancies / seconds).toLocaleString('es-CO')} vacancies/s, ${db.kind}).`,
      );
    }
  }
  return {
    referenceDataInserted,
    companiesInserted,
    vacanciesInserted: companiesInserted > 0 ? vacancies : 0,
    seconds: (performance.now() - started) / 1000,
  };
}

/** Runs a bulk load with the GIN indexes of vacancies dropped, then builds them again (same transaction). */
async function withGinIndexesBuiltAfter<T>(tx: Db, load: () => Promise<T>): Promise<T> {
  const { rows } = await tx.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'vacancies' AND indexdef LIKE '% USING gin %'`,
  );
  for (const index of rows) await tx.query(`DROP INDEX "${index.name.replaceAll('"', '""')}"`);
  const result = await load();
  await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
  for (const index of rows) await tx.query(index.definition);
  return result;
}

async function hasRows(db: Db, table: 'countries'): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS present`);
  return rows[0]?.present === true;
}
