import {
  assignVacancyExternalId,
  type Db,
  fileVacancyAuthorship,
  setVacancyStatus,
  unfileConfidentialVacancy,
} from '@camello/db';
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

/**
 * A company's vacancies as its analysts manage them. Every function is scoped by the company: the
 * vacancy's own, or its hiring company when it is filed under the confidential placeholder. Its
 * writes are those of `@camello/db`'s vacancy writer, which the feed import shares.
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
    externalIdOf: (companyId: string, vacancyId: string, tx: Db = db) =>
      assignVacancyExternalId(tx, companyId, vacancyId),

    /** Files a confidential vacancy back under its own company, for a save to find it by its external id. */
    unfileConfidential: (vacancyId: string, tx: Db = db) => unfileConfidentialVacancy(tx, vacancyId),

    /** Who created it, and whether the company hides its name (see fileVacancyAuthorship). */
    fileAuthorship: (
      vacancyId: string,
      authorship: { isConfidential: boolean; createdById: string | null },
      tx: Db = db,
    ) => fileVacancyAuthorship(tx, vacancyId, authorship),

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
    setStatus: (vacancyId: string, status: VacancyStatus, now: Date, tx: Db = db) =>
      setVacancyStatus(tx, vacancyId, status, now),
  };
}
