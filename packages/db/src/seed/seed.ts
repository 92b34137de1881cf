import type { Db } from '../driver/db.ts';
import { insertClassifications } from './classifications.ts';
import { insertDemoData } from './demo-data.ts';
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
    return true;
  });

  let companiesInserted = 0;
  if (vacancies > 0) {
    const demoStarted = performance.now();
    companiesInserted = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [seedLockKey]);
      if (await hasRows(tx, 'companies')) return 0;
      const { places, classifications } = await loadSeedContext(tx);
      const result = await insertDemoData(tx, {
        random: createRandom(options.seed ?? 1),
        now: options.now ?? new Date(),
        vacancies,
        places,
        classifications,
      });
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

async function hasRows(db: Db, table: 'countries' | 'companies'): Promise<boolean> {
  const { rows } = await db.query<{ present: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${table}) AS present`);
  return rows[0]?.present === true;
}
