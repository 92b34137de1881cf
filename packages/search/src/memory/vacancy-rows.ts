import type { Db } from '@camello/db';

/** What the index keeps of one vacancy, straight from the database. */
export type VacancyRow = {
  id: string;
  updated_at: Date;
  published_at: Date;
  valid_through: Date | null;
  company_id: string;
  occupation_id: number | null;
  employment_type: string;
  education_level: string | null;
  experience_months: number;
  is_remote: boolean;
  urgent: boolean;
  number_of_quotas: number;
  salary_min: number | null;
  salary_max: number | null;
  salary_to_agree: boolean;
  salary_frequency: string;
  currency: string;
  city_ids: number[];
  sector_ids: number[];
  title: string;
  /** Company name and occupation title. */
  keywords: string;
  vector: string;
};

/**
 * Published and not yet past its validity: every vacancy that is live or may become live without
 * being written to. Vacancies scheduled for later and those of inactive companies are indexed too:
 * whether they show is decided at query time by the domain's `isVacancyLive` (see visibility.ts),
 * so a clock tick or a company switched back on needs no reload.
 */
export const SEARCHABLE = `v.status = 'published' AND v.published_at IS NOT NULL
  AND (v.valid_through IS NULL OR v.valid_through > $1)`;

const columns = `v.id, v.updated_at, v.published_at, v.valid_through, v.company_id, v.occupation_id,
  v.employment_type, v.education_level, v.experience_months, v.is_remote, v.urgent, v.number_of_quotas,
  v.salary_min, v.salary_max, v.salary_to_agree, v.salary_frequency, v.currency,
  ARRAY(SELECT vc.city_id FROM vacancy_cities vc WHERE vc.vacancy_id = v.id ORDER BY vc.position, vc.city_id)
    AS city_ids,
  ARRAY(SELECT vs.sector_id FROM vacancy_sectors vs WHERE vs.vacancy_id = v.id ORDER BY vs.sector_id)
    AS sector_ids,
  v.title, v.search_keywords AS keywords, v.search_vector::text AS vector`;

const BATCH = 2_000;

/**
 * Every searchable vacancy, in batches ordered by id (keyset pagination keeps memory flat). The
 * next batch is asked for before this one is handed over, so the database reads it while the
 * caller indexes this one.
 */
export async function* searchableVacancies(db: Db, now: Date): AsyncGenerator<VacancyRow[]> {
  const batchAfter = (after: string) => {
    const rows = db
      .query<VacancyRow>(
        `SELECT ${columns} FROM vacancies v WHERE ${SEARCHABLE} AND v.id > $2 ORDER BY v.id LIMIT ${BATCH}`,
        [now, after],
      )
      .then((result) => result.rows);
    // A caller that stops early leaves the batch it did not ask for: its failure is nobody's.
    rows.catch(() => {});
    return rows;
  };
  let next = batchAfter('00000000-0000-0000-0000-000000000000');
  for (;;) {
    const rows = await next;
    const last = rows[BATCH - 1];
    if (last) next = batchAfter(last.id);
    if (rows.length > 0) yield rows;
    if (!last) return;
  }
}

/** The searchable vacancies among `ids`. */
export async function vacanciesByIds(db: Db, now: Date, ids: readonly string[]): Promise<VacancyRow[]> {
  const rows: VacancyRow[] = [];
  for (let start = 0; start < ids.length; start += BATCH) {
    const result = await db.query<VacancyRow>(
      `SELECT ${columns} FROM vacancies v WHERE ${SEARCHABLE} AND v.id = ANY($2::uuid[])`,
      [now, ids.slice(start, start + BATCH)],
    );
    rows.push(...result.rows);
  }
  return rows;
}

export type VacancyVersion = { id: string; updated_at: Date; searchable: boolean };

/** Vacancies written after `since`, with whether they are searchable now. */
export async function changedVacancies(db: Db, now: Date, since: Date): Promise<VacancyVersion[]> {
  const { rows } = await db.query<VacancyVersion>(
    `SELECT v.id, v.updated_at, (${SEARCHABLE}) AS searchable FROM vacancies v WHERE v.updated_at > $2`,
    [now, since],
  );
  return rows;
}
