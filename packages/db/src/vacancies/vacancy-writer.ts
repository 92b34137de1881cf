import type { VacancyStatus } from '@camello/domain';
import type { Db } from '../driver/db.ts';
import { createReferenceResolver, type ReferenceResolver } from '../import/reference-resolver.ts';
import type { VacancyRow } from '../import/vacancy-row-schema.ts';
import { type UpsertVacancyResult, upsertVacancy } from './upsert-vacancy.ts';
import type { VacancyInput } from './vacancy-input.ts';
import { VacancyInputError } from './vacancy-input-error.ts';

/**
 * The one place that writes vacancies: a row of the feed format (a feed's line or an analyst's
 * form) resolved and created or updated with its cities, sectors, skills and questions; who wrote
 * it and whether its employer hides its name; its status (publish, pause, close). The feed import
 * and the analyst's routes both write through here, so a vacancy follows the same rules whichever
 * way it came in.
 */

/** A vacancy the database refused because of the row itself: every problem, and each field's own. */
export type RefusedVacancy = { ok: false; reason: string; fields?: Record<string, string> };

export type SavedVacancy = { ok: true } & UpsertVacancyResult;

export type SaveVacancyRowOptions = {
  /** The clock for a vacancy published without a date; the current time by default. */
  now?: Date;
  /** Resolves the row's names to ids; a new one (no companies created) by default. */
  resolver?: ReferenceResolver;
};

/** Creates or updates the company's vacancy that a row describes (keyed by company and external id). */
export async function saveVacancyRow(
  db: Db,
  row: VacancyRow,
  options: SaveVacancyRowOptions = {},
): Promise<SavedVacancy | RefusedVacancy> {
  const resolved = await resolveVacancyRow(options.resolver ?? createReferenceResolver(db), row);
  if (!resolved.ok) return resolved;
  return writeVacancyInput(db, resolved.input, options);
}

/** Writes a resolved vacancy; a refusal that is the row's fault is answered, any other failure thrown. */
export async function writeVacancyInput(
  db: Db,
  input: VacancyInput,
  options: { now?: Date } = {},
): Promise<SavedVacancy | RefusedVacancy> {
  try {
    return { ok: true, ...(await upsertVacancy(db, input, options)) };
  } catch (error) {
    const reason = rowErrorReason(error);
    if (reason === null) throw error;
    return { ok: false, reason };
  }
}

/** The row with its company, cities, sectors, occupation and currency resolved to what the database holds. */
export async function resolveVacancyRow(
  resolver: ReferenceResolver,
  row: VacancyRow,
): Promise<{ ok: true; input: VacancyInput } | RefusedVacancy> {
  const company = await resolver.company(row.company);
  if (!company.ok) return { ok: false, reason: company.reason };
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
  if (reasons.length > 0 || !currency) return { ok: false, reason: reasons.join('; '), fields };

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

const CONFIDENTIAL_COMPANY = { slug: 'empresa-confidencial', name: 'Empresa confidencial' };

/**
 * Files a confidential vacancy back under its own company, so that a save (keyed by company and
 * external id) finds it; `fileVacancyAuthorship` files it away again.
 */
export async function unfileConfidentialVacancy(db: Db, vacancyId: string): Promise<void> {
  await db.query(
    `UPDATE vacancies SET company_id = hiring_company_id, hiring_company_id = NULL
      WHERE id = $1 AND hiring_company_id IS NOT NULL`,
    [vacancyId],
  );
}

/**
 * Who created it, and whether the company hides its name: a confidential vacancy goes under
 * the placeholder company of confidential employers (created when missing, as the import
 * does), its own company kept as the hiring company.
 */
export async function fileVacancyAuthorship(
  db: Db,
  vacancyId: string,
  { isConfidential, createdById }: { isConfidential: boolean; createdById: string | null },
): Promise<void> {
  await db.query('UPDATE vacancies SET created_by_id = $2 WHERE id = $1 AND created_by_id IS NULL', [
    vacancyId,
    createdById,
  ]);
  if (!isConfidential) {
    await db.query('UPDATE vacancies SET is_confidential = false WHERE id = $1 AND is_confidential', [
      vacancyId,
    ]);
    return;
  }
  const { rows } = await db.query<{ id: string }>(
    `WITH found AS (SELECT id FROM companies WHERE slug = $1),
          inserted AS (
            INSERT INTO companies (slug, name, country_id)
            SELECT $1, $2, id FROM countries WHERE iso2 = 'co' AND NOT EXISTS (SELECT 1 FROM found)
            ON CONFLICT (slug) DO UPDATE SET slug = EXCLUDED.slug RETURNING id)
     SELECT id FROM found UNION ALL SELECT id FROM inserted`,
    [CONFIDENTIAL_COMPANY.slug, CONFIDENTIAL_COMPANY.name],
  );
  const placeholder = rows[0]?.id;
  if (!placeholder) throw new Error('Colombia is missing from the countries table');
  await db.query(
    `UPDATE vacancies SET hiring_company_id = company_id, company_id = $2, is_confidential = true
      WHERE id = $1 AND hiring_company_id IS NULL`,
    [vacancyId, placeholder],
  );
}

/** The company's vacancy's identifier in its own system (the feed's key), given one if it had none. */
export async function assignVacancyExternalId(
  db: Db,
  companyId: string,
  vacancyId: string,
): Promise<string | null> {
  const { rows } = await db.query<{ external_id: string }>(
    `UPDATE vacancies SET external_id = coalesce(external_id, 'camello-' || id::text)
      WHERE coalesce(hiring_company_id, company_id) = $1 AND id = $2 RETURNING external_id`,
    [companyId, vacancyId],
  );
  return rows[0]?.external_id ?? null;
}

/** Sets the status (publish, pause, close); publishing keeps the first publication date, or sets it now. */
export async function setVacancyStatus(
  db: Db,
  vacancyId: string,
  status: VacancyStatus,
  now: Date,
): Promise<void> {
  await db.query(
    `UPDATE vacancies SET status = $2,
            published_at = CASE WHEN $2 = 'published' THEN coalesce(published_at, $3) ELSE published_at END
      WHERE id = $1`,
    [vacancyId, status, now.toISOString()],
  );
}
