// Imports a vacancy feed into the configured database:
// `npm run import -- FILE [--format json|csv] [--create-companies]`.
// DATABASE_URL selects PostgreSQL; otherwise PGlite in DATA_DIR (./data by default), as for the app.
// Exit code: 0 all rows imported, 1 some rows rejected, 2 the file cannot be read as a feed,
// 3 the import could not run (database unreachable, data directory in use…).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../driver/open-database.ts';
import { migrate } from '../migrations/migrate.ts';
import { feedPositionLabel, type ImportResult, importFeedRecords } from './import-vacancies.ts';
import { type FeedFormat, FeedReadError, type FeedRecord, readVacancyFeed } from './read-feed.ts';

const usage = 'Uso: npm run import -- ARCHIVO [--format json|csv] [--create-companies]';

const exitCodes = { imported: 0, rowsRejected: 1, unreadableFeed: 2, failed: 3 } as const;

async function main(args: string[]): Promise<number> {
  const request = readArguments(args);
  if (typeof request === 'string') {
    console.error(`${request}\n${usage}`);
    return exitCodes.unreadableFeed;
  }
  // npm runs scripts from the repository root; a relative path means where the command was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), request.file);
  let records: FeedRecord[];
  try {
    records = await readVacancyFeed(path, request.format);
  } catch (error) {
    if (!(error instanceof FeedReadError)) throw error;
    console.error(error.message);
    return exitCodes.unreadableFeed;
  }

  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  let result: ImportResult;
  try {
    await migrate(db);
    result = await importFeedRecords(db, records, { createCompanies: request.createCompanies });
  } finally {
    await db.close();
  }
  report(request.file, result);
  return result.rejected.length > 0 ? exitCodes.rowsRejected : exitCodes.imported;
}

type ImportRequest = { file: string; format: FeedFormat | undefined; createCompanies: boolean };

function readArguments(args: string[]): ImportRequest | string {
  let parsed: ReturnType<typeof parseOptions>;
  try {
    parsed = parseOptions(args);
  } catch (error) {
    return `Las opciones no son válidas (${(error as Error).message}).`;
  }
  const [file, ...extra] = parsed.positionals;
  if (!file || extra.length > 0) return 'Indica un solo archivo de vacantes.';
  const format = parsed.values.format;
  if (format !== undefined && format !== 'json' && format !== 'csv') {
    return `El formato «${format}» no existe: usa json o csv.`;
  }
  return { file, format, createCompanies: parsed.values['create-companies'] ?? false };
}

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    options: { format: { type: 'string' }, 'create-companies': { type: 'boolean' } },
  });
}

function report(file: string, result: ImportResult): void {
  const count = (n: number, one: string, many: string) =>
    `${n.toLocaleString('es-CO')} ${n === 1 ? one : many}`;
  console.info(
    `Importación de ${file}: ${count(result.inserted, 'vacante nueva', 'vacantes nuevas')}, ` +
      `${count(result.updated, 'actualizada', 'actualizadas')}, ` +
      `${count(result.rejected.length, 'fila rechazada', 'filas rechazadas')}.`,
  );
  for (const row of result.rejected) {
    const id = row.externalId === undefined ? '' : ` (externalId ${row.externalId})`;
    console.info(`  ${feedPositionLabel(row)}${id}: ${row.reason}`);
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`No se pudo completar la importación: ${(error as Error).message}`);
  process.exitCode = exitCodes.failed;
}
