import type { Db } from '../driver/db.ts';
import { resolveVacancyRow, writeVacancyInput } from '../vacancies/vacancy-writer.ts';
import { type FeedFormat, type FeedPosition, type FeedRecord, readVacancyFeed } from './read-feed.ts';
import { createReferenceResolver } from './reference-resolver.ts';
import { parseVacancyRow } from './vacancy-row-schema.ts';

export type ImportVacanciesOptions = {
  /** Format of a feed file; by default its extension says it. */
  format?: FeedFormat;
  /** The clock for vacancies published without a date; the current time by default. */
  now?: Date;
  /** Create the companies the feed names that do not exist yet, with a slug made from the name. */
  createCompanies?: boolean;
};

export type RejectedRow = FeedPosition & {
  /** The row's externalId, when it had a readable one. */
  externalId?: string;
  /** Every problem of the row, in Spanish, separated by "; ". */
  reason: string;
  /** The problems of the names the row refers to (cities, sectors, occupation), by field. */
  fields?: Record<string, string>;
};

export type ImportResult = { inserted: number; updated: number; rejected: RejectedRow[] };

/**
 * Imports a vacancy feed: a JSON or CSV file (by path), or rows already in memory in the JSON shape.
 * Each valid row is created or, when its company already has a vacancy with that externalId, updated,
 * in its own transaction; every invalid row is reported and skipped.
 * Throws FeedReadError when a file cannot be read as a feed at all.
 */
export async function importVacancies(
  db: Db,
  source: string | readonly unknown[],
  options: ImportVacanciesOptions = {},
): Promise<ImportResult> {
  const records =
    typeof source === 'string'
      ? await readVacancyFeed(source, options.format)
      : source.map((data, index) => ({ position: { index }, data }));
  return importFeedRecords(db, records, options);
}

/** Imports rows already read from a feed (see readVacancyFeed, parseJsonFeed and parseCsvFeed). */
export async function importFeedRecords(
  db: Db,
  records: readonly FeedRecord[],
  options: Pick<ImportVacanciesOptions, 'now' | 'createCompanies'> = {},
): Promise<ImportResult> {
  const resolver = createReferenceResolver(db, { createCompanies: options.createCompanies });
  const seen = new Map<string, FeedPosition>();
  const result: ImportResult = { inserted: 0, updated: 0, rejected: [] };
  const reject = (record: FeedRecord, reasons: string[], fields?: Record<string, string>) => {
    const externalId = readableExternalId(record.data);
    result.rejected.push({
      ...record.position,
      ...(externalId === undefined ? {} : { externalId }),
      reason: reasons.join('; '),
      ...(fields === undefined ? {} : { fields }),
    });
  };

  for (const record of records) {
    if (record.problem) {
      reject(record, [record.problem]);
      continue;
    }
    const parsed = parseVacancyRow(record.data);
    if (!parsed.ok) {
      reject(record, parsed.reasons);
      continue;
    }
    const resolved = await resolveVacancyRow(resolver, parsed.row);
    if (!resolved.ok) {
      reject(record, [resolved.reason], resolved.fields);
      continue;
    }
    const key = `${resolved.input.companyId}/${resolved.input.externalId}`;
    const earlier = seen.get(key);
    if (earlier) {
      reject(record, [
        `el externalId «${resolved.input.externalId}» de esta empresa ya apareció en ${describeFeedPosition(earlier)}`,
      ]);
      continue;
    }
    seen.set(key, record.position);
    const saved = await writeVacancyInput(db, resolved.input, options);
    if (!saved.ok) reject(record, [saved.reason]);
    else if (saved.inserted) result.inserted += 1;
    else result.updated += 1;
  }
  return result;
}

/** "línea 4" or "índice 2": where a row is, for people. */
export function feedPositionLabel(position: FeedPosition): string {
  return 'line' in position ? `línea ${position.line}` : `índice ${position.index}`;
}

function describeFeedPosition(position: FeedPosition): string {
  return `${'line' in position ? 'la' : 'el'} ${feedPositionLabel(position)}`;
}

function readableExternalId(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('externalId' in data)) return undefined;
  const { externalId } = data;
  if (typeof externalId === 'number') return String(externalId);
  if (typeof externalId === 'string' && externalId.trim() !== '') return externalId.trim();
  return undefined;
}
