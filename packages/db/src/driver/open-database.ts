import type { Db } from './db.ts';
import { openPgliteDatabase } from './pglite-driver.ts';
import { openPostgresDatabase } from './postgres-driver.ts';

export type OpenDatabaseOptions = {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, `./data` by default. */
  dataDir?: string | undefined;
};

export function openDatabase(options: OpenDatabaseOptions = {}): Promise<Db> {
  if (options.databaseUrl) return openPostgresDatabase(options.databaseUrl);
  return openPgliteDatabase(options.dataDir ?? './data');
}
