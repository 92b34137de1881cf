import type { Db } from '@camello/db';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  effectiveVacancyStatus,
  VACANCY_STATUSES,
  type VacancyStatus,
} from '@camello/domain';
import type { AnalystVacancy, AnalystVacancyList, AnalystVacancyRow } from '@camello/domain/contracts';

type ListRow = {
  id: string;
  public_id: string;
  slug: string;
  title: string;
  status: VacancyStatus;
  is_confidential: boolean;
  cities: string[];
  published_at: Date | null;
  valid_through: Date | null;
  updated_at: Date;
  stages: Record<string, number> | null;
};

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The placeholder company the feed import files confidential employers' vacancies under. */
const CONFIDENTIAL_COMPANY = { slug: 'empresa-confidencial', name: 'Empresa confidencial' };

/**
 * A company's vacancies as its analysts manage them. Every function is scoped by the company: the
 * vacancy's own, or its hiring company when it is filed under the confidential placeholder.
 */
export function analystVacanciesRepository(db: Db) {
  return {
    /** The company's vacancies, newest first, with applicants by stage; `q` searches titles. */
    async list(
      companyId: string,
      { q, status }: { q?: string; status?: VacancyStatus },
      now: Date,
      tx: Db = db,
    ): Promise<AnalystVacancyList> {
      const { rows } = await tx.query<ListRow>(
        `SELECT v.id, v.public_id, v.slug, v.title, v.status, v.is_confidential, v.published_at,
                v.valid_through, v.updated_at,
                ARRAY(SELECT c.display_name FROM vacancy_cities vc JOIN cities c ON c.id = vc.city_id
                       WHERE vc.vacancy_id = v.id ORDER BY vc.position) AS cities,
                (SELECT jsonb_object_agg(s.status, s.n) FROM
                   (SELECT a.status, count(*)::int AS n FROM applications a WHERE a.vacancy_id = v.id GROUP BY a.status) s
                ) AS stages
           FROM vacancies v
          WHERE coalesce(v.hiring_company_id, v.company_id) = $1
            AND ($2::text IS NULL OR camello_fold(v.title) LIKE '%' || camello_fold($2) || '%')
          ORDER BY v.updated_at DESC, v.id
          LIMIT 500`,
        [companyId, q?.trim() ? q.trim() : null],
      );
      const vacancies: AnalystVacancyRow[] = rows.map((row) => {
        const byStage = Object.fromEntries(
          APPLICATION_STATUSES.map((stage) => [stage, row.stages?.[stage] ?? 0]),
        ) as Record<ApplicationStatus, number>;
        return {
          id: row.id,
          publicId: row.public_id,
          slug: row.slug,
          title: row.title,
          status: effectiveVacancyStatus(row.status, row.valid_through, now),
          isConfidential: row.is_confidential,
          cities: row.cities,
          publishedAt: iso(row.published_at),
          validThrough: iso(row.valid_through),
          updatedAt: row.updated_at.toISOString(),
          applicants: Object.values(byStage).reduce((sum, n) => sum + n, 0),
          applicantsByStage: byStage,
        };
      });
      const statusCounts = Object.fromEntries(VACANCY_STATUSES.map((each) => [each, 0])) as Record<
        VacancyStatus,
        number
      >;
      const { rows: counts } = await tx.query<{ status: VacancyStatus; n: number }>(
        `SELECT CASE WHEN status = 'published' AND valid_through <= $2 THEN 'expired' ELSE status END AS status,
                count(*)::int AS n
           FROM vacancies WHERE coalesce(hiring_company_id, company_id) = $1 GROUP BY 1`,
        [companyId, now.toISOString()],
      );
      for (const { status: each, n } of counts) statusCounts[each] += n;
      return {
        vacancies: status ? vacancies.filter((each) => each.status === status) : vacancies,
        statusCounts,
      };
    },

    /** One vacancy of the company as its form shows it, or null when it is not the company's. */
    async get(companyId: string, vacancyId: string, tx: Db = db): Promise<AnalystVacancy | null> {
      const { rows } = await tx.query<
        AnalystVacancy & { publishedAt: Date | null; validThrough: Date | null }
      >(
        `SELECT v.id, v.public_id AS "publicId", v.slug, v.status, v.is_confidential AS "isConfidential", v.title,
                v.description_html AS "descriptionHtml",
                coalesce((SELECT jsonb_agg(jsonb_build_object('slug', c.slug, 'name', c.display_name) ORDER BY vc.position)
                            FROM vacancy_cities vc JOIN cities c ON c.id = vc.city_id WHERE vc.vacancy_id = v.id), '[]') AS cities,
                coalesce((SELECT jsonb_agg(jsonb_build_object('slug', s.slug, 'name', s.name) ORDER BY s.name)
                            FROM vacancy_sectors vs JOIN sectors s ON s.id = vs.sector_id WHERE vs.vacancy_id = v.id), '[]') AS sectors,
                (SELECT jsonb_build_object('code', o.code, 'title', o.title) FROM occupations o WHERE o.id = v.occupation_id) AS occupation,
                v.salary_min::float8 AS "salaryMin", v.salary_max::float8 AS "salaryMax", v.salary_to_agree AS "salaryToAgree",
                v.salary_frequency AS "salaryFrequency", v.currency, v.employment_type AS "employmentType",
                v.education_level AS "educationLevel", v.experience_months AS "experienceMonths", v.is_remote AS "isRemote",
                v.remote_text AS "remoteText", v.urgent, v.number_of_quotas AS "numberOfQuotas", v.video_url AS "videoUrl",
                v.external_apply_url AS "externalApplyUrl", v.published_at AS "publishedAt", v.valid_through AS "validThrough",
                coalesce((SELECT jsonb_agg(jsonb_build_object('name', k.name, 'score', vk.score) ORDER BY k.name)
                            FROM vacancy_skills vk JOIN skills k ON k.id = vk.skill_id WHERE vk.vacancy_id = v.id), '[]') AS skills,
                coalesce((SELECT jsonb_agg(jsonb_build_object('id', q.id, 'type', q.type, 'question', q.question,
                                   'options', to_jsonb(q.options), 'required', q.is_required) ORDER BY q.position)
                            FROM vacancy_questions q WHERE q.vacancy_id = v.id), '[]') AS questions
           FROM vacancies v WHERE coalesce(v.hiring_company_id, v.company_id) = $1 AND v.id = $2`,
        [companyId, vacancyId],
      );
      const row = rows[0];
      if (!row) return null;
      return { ...row, publishedAt: iso(row.publishedAt), validThrough: iso(row.validThrough) };
    },

    /** Whether the vacancy is the company's (its own, or hired for under the confidential placeholder). */
    async belongs(companyId: string, vacancyId: string, tx: Db = db): Promise<boolean> {
      const { rows } = await tx.query(
        'SELECT 1 FROM vacancies WHERE id = $2 AND coalesce(hiring_company_id, company_id) = $1',
        [companyId, vacancyId],
      );
      return rows.length > 0;
    },

    /** The vacancy's identifier in the company's own system (the feed's key), given one if it had none. */
    async externalIdOf(companyId: string, vacancyId: string, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.query<{ external_id: string }>(
        `UPDATE vacancies SET external_id = coalesce(external_id, 'camello-' || id::text)
          WHERE coalesce(hiring_company_id, company_id) = $1 AND id = $2 RETURNING external_id`,
        [companyId, vacancyId],
      );
      return rows[0]?.external_id ?? null;
    },

    /** The id of the company's vacancy with this external id. */
    async idByExternalId(companyId: string, externalId: string, tx: Db = db): Promise<string | null> {
      const { rows } = await tx.query<{ id: string }>(
        'SELECT id FROM vacancies WHERE company_id = $1 AND external_id = $2',
        [companyId, externalId],
      );
      return rows[0]?.id ?? null;
    },

    /**
     * Files a confidential vacancy back under its own company, so that the import's upsert (keyed
     * by company and external id) finds it; `fileAuthorship` files it away again.
     */
    async unfileConfidential(vacancyId: string, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE vacancies SET company_id = hiring_company_id, hiring_company_id = NULL
          WHERE id = $1 AND hiring_company_id IS NOT NULL`,
        [vacancyId],
      );
    },

    /**
     * Who created it, and whether the company hides its name: a confidential vacancy goes under
     * the placeholder company of confidential employers (created when missing, as the import
     * does), its own company kept as the hiring company.
     */
    async fileAuthorship(
      vacancyId: string,
      { isConfidential, createdById }: { isConfidential: boolean; createdById: string | null },
      tx: Db = db,
    ): Promise<void> {
      await tx.query('UPDATE vacancies SET created_by_id = $2 WHERE id = $1 AND created_by_id IS NULL', [
        vacancyId,
        createdById,
      ]);
      if (!isConfidential) {
        await tx.query('UPDATE vacancies SET is_confidential = false WHERE id = $1 AND is_confidential', [
          vacancyId,
        ]);
        return;
      }
      const { rows } = await tx.query<{ id: string }>(
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
      await tx.query(
        `UPDATE vacancies SET hiring_company_id = company_id, company_id = $2, is_confidential = true
          WHERE id = $1 AND hiring_company_id IS NULL`,
        [vacancyId, placeholder],
      );
    },

    /** The stored status and validity, locked for a status change. */
    async lockStatus(
      companyId: string,
      vacancyId: string,
      tx: Db = db,
    ): Promise<{ status: VacancyStatus; validThrough: Date | null } | null> {
      const { rows } = await tx.query<{ status: VacancyStatus; valid_through: Date | null }>(
        `SELECT status, valid_through FROM vacancies
          WHERE coalesce(hiring_company_id, company_id) = $1 AND id = $2 FOR UPDATE`,
        [companyId, vacancyId],
      );
      const row = rows[0];
      return row ? { status: row.status, validThrough: row.valid_through } : null;
    },

    /** Sets the status; publishing keeps the first publication date, or sets it now. */
    async setStatus(vacancyId: string, status: VacancyStatus, now: Date, tx: Db = db): Promise<void> {
      await tx.query(
        `UPDATE vacancies SET status = $2,
                published_at = CASE WHEN $2 = 'published' THEN coalesce(published_at, $3) ELSE published_at END
          WHERE id = $1`,
        [vacancyId, status, now.toISOString()],
      );
    },
  };
}
