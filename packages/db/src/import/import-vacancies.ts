import type { Db } from '../driver/db.ts';
import { upsertVacancy } from '../vacancies/upsert-vacancy.ts';
import type { VacancyInput } from '../vacancies/vacancy-input.ts';
import { VacancyInputError } from '../vacancies/vacancy-input-error.ts';
import { type FeedFormat, type FeedPosition, type FeedRecord, readVacancyFeed } from './read-feed.ts';
import { createReferenceResolver, type ReferenceResolver } from './reference-resolver.ts';
import { parseVacancyRow, type VacancyRow } from './vacancy-row-schema.ts';

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
    const resolved = await resolveReferences(resolver, parsed.row);
    if (!resolved.ok) {
      reject(record, resolved.reasons, resolved.fields);
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
    try {
      const saved = await upsertVacancy(db, resolved.input, options);
      if (saved.inserted) result.inserted += 1;
      else result.updated += 1;
    } catch (error) {
      const reason = rowErrorReason(error);
      if (reason === null) throw error;
      reject(record, [reason]);
    }
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

type ResolvedRow =
  | { ok: true; input: VacancyInput }
  | { ok: false; reasons: string[]; fields?: Record<string, string> };

async function resolveReferences(resolver: ReferenceResolver, row: VacancyRow): Promise<ResolvedRow> {
  const company = await resolver.company(row.company);
  if (!company.ok) return { ok: false, reasons: [company.reason] };
  const reasons: string[] = [];
  const fields: Record<string, string> = {};
  const refuse = (field: string, reason: string) => {
    reasons.push(reason);
    fields[field] = fields[field] === undefined ? reason : `${fields[field]}; ${reason}`;
  };
  const cityIds: number[] = [];
  for (const city of row.cities) {
    const resolution = await resolver.places(city, company.value.countryId);
    if (resolution.ok) cityIds.push(...resolution.value);
    else refuse('cities', resolution.reason);
  }
  const sectorIds: number[] = [];
  for (const sector of row.sectors) {
    const resolution = await resolver.sector(sector);
    if (resolution.ok) sectorIds.push(resolution.value);
    else refuse('sectors', resolution.reason);
  }
  let occupationId: number | null = null;
  if (row.occupation !== undefined) {
    const resolution = await resolver.occupation(row.occupation);
    if (resolution.ok) occupationId = resolution.value;
    else refuse('occupation', resolution.reason);
  }
  const currency = row.currency ?? company.value.currency;
  if (!currency)
    refuse('currency', 'indica «currency»: la moneda del país de la empresa no está disponible en Camello');
  if (reasons.length > 0 || !currency) return { ok: false, reasons, fields };

  return {
    ok: true,
    input: {
      companyId: company.value.id,
      isConfidential: company.value.confidential,
      externalId: row.externalId,
      title: row.title,
      descriptionHtml: row.descriptionHtml,
      status: row.status,
      cityIds,
      sectorIds,
      occupationId,
      salaryMin: row.salaryMin ?? null,
      salaryMax: row.salaryMax ?? null,
      salaryToAgree: row.salaryToAgree,
      salaryFrequency: row.salaryFrequency,
      currency,
      employmentType: row.employmentType,
      educationLevel: row.educationLevel ?? null,
      experienceMonths: row.experienceMonths,
      isRemote: row.isRemote,
      remoteText: row.remoteText ?? null,
      urgent: row.urgent,
      numberOfQuotas: row.numberOfQuotas,
      videoUrl: row.videoUrl ?? null,
      externalApplyUrl: row.externalApplyUrl ?? null,
      publishedAt: row.publishedAt ?? null,
      validThrough: row.validThrough ?? null,
      skills: row.skills,
      questions: row.questions,
    },
  };
}

function readableExternalId(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || !('externalId' in data)) return undefined;
  const { externalId } = data;
  if (typeof externalId === 'number') return String(externalId);
  if (typeof externalId === 'string' && externalId.trim() !== '') return externalId.trim();
  return undefined;
}

/**
 * The reason to report when writing one row failed because of that row, or null when the failure
 * is not the row's fault (a lost connection) and should stop the import.
 */
function rowErrorReason(error: unknown): string | null {
  if (error instanceof VacancyInputError) return error.message;
  const code = (error as { code?: unknown }).code;
  // SQLSTATE classes 22 (data exception) and 23 (integrity constraint violation).
  if (typeof code === 'string' && /^2[23]/.test(code)) {
    return `la base de datos no aceptó la vacante: ${(error as Error).message}`;
  }
  return null;
}
