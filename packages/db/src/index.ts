export type { Db, DbKind } from './driver/db.ts';
export { type OpenDatabaseOptions, openDatabase } from './driver/open-database.ts';
export { loadMigrations, type Migration, migrate } from './migrations/migrate.ts';
export { type SeedOptions, type SeedResult, seed } from './seed/seed.ts';
