import { type CardRow, cardColumns, type Db, loadCardRows } from '@camello/db';
import { JOB_SITE_KIND, type JobQuestion, type QuestionType, type VacancyStatus } from '@camello/domain';
import type { CompanyLinkColumns } from './companies/companies-repository.ts';

/** What the liveness rule reads of a vacancy and its company. */
export type LivenessColumns = {
  status: VacancyStatus;
  published_at: Date;
  valid_through: Date | null;
  company_is_active: boolean;
  company_is_public: boolean;
  /** The company and, for a brand, its parent: the job sites the vacancy belongs to. */
  company_sites: string[];
};

/** A vacancy with everything its detail page, its apply settings and its suggestions need. */
export type VacancyRecord = CardRow &
  LivenessColumns &
  CompanyLinkColumns & {
    h1: string | null;
    description_html: string;
    number_of_quotas: number;
    is_remote: boolean;
    remote_text: string | null;
    video_url: string | null;
    fraud_warning: boolean;
    external_apply_url: string | null;
    occupation_id: number | null;
    occupation: { slug: string; name: string } | null;
    company_id: string;
    updated_at: Date;
    /** Its cities in order, with their department and country (what JobPosting's addresses need). */
    city_details: { id: number; name: string; region: string; countryCode: string }[];
    sector_ids: number[];
    sectors: { slug: string; name: string }[];
    skills: { id: number; name: string; score: number }[];
    questions_count: number;
  };

export type VacancyKey = { slug: string } | { publicId: string };

export function vacanciesRepository(db: Db) {
  return {
    /** One vacancy by slug or public id, in one query; null when there is none. */
    async findRecord(key: VacancyKey, tx: Db = db): Promise<VacancyRecord | null> {
      const [column, value] = 'slug' in key ? ['slug', key.slug] : ['public_id', key.publicId];
      const { rows } = await tx.query<VacancyRecord>(
        `SELECT ${cardColumns}, v.h1, v.status, v.valid_through, v.description_html, v.number_of_quotas, v.is_remote,
           v.remote_text, v.video_url, v.fraud_warning, v.external_apply_url, v.occupation_id,
           (SELECT json_build_object('slug', o.slug, 'name', o.title) FROM occupations o WHERE o.id = v.occupation_id)
             AS occupation,
           c.id AS company_id, c.is_active AS company_is_active, c.job_site_kind = ${JOB_SITE_KIND.PUBLIC} AS company_is_public,
           ARRAY(SELECT s.slug FROM companies s WHERE s.id IN (c.id, c.parent_company_id)) AS company_sites,
           c.website_url, c.facebook_url, c.instagram_url, c.linkedin_url, c.youtube_url, c.tiktok_url, c.x_url,
           v.updated_at,
           coalesce((SELECT json_agg(json_build_object('id', ci.id, 'name', ci.display_name, 'region', d.name,
                              'countryCode', upper(co.iso2)) ORDER BY vc.position, ci.id)
                       FROM vacancy_cities vc JOIN cities ci ON ci.id = vc.city_id
                       JOIN departments d ON d.id = ci.department_id JOIN countries co ON co.id = ci.country_id
                      WHERE vc.vacancy_id = v.id), '[]') AS city_details,
           ARRAY(SELECT vs.sector_id FROM vacancy_sectors vs WHERE vs.vacancy_id = v.id ORDER BY vs.sector_id)
             AS sector_ids,
           coalesce((SELECT json_agg(json_build_object('slug', s.slug, 'name', s.name) ORDER BY s.name)
                       FROM vacancy_sectors vs JOIN sectors s ON s.id = vs.sector_id WHERE vs.vacancy_id = v.id),
                    '[]'::json) AS sectors,
           coalesce((SELECT json_agg(json_build_object('id', k.id, 'name', k.name, 'score', vk.score)
                              ORDER BY vk.score DESC, k.name)
                       FROM vacancy_skills vk JOIN skills k ON k.id = vk.skill_id WHERE vk.vacancy_id = v.id),
                    '[]'::json) AS skills,
           (SELECT count(*) FROM vacancy_questions q WHERE q.vacancy_id = v.id) AS questions_count
         FROM vacancies v JOIN companies c ON c.id = v.company_id
         WHERE v.${column} = $1`,
        [value],
      );
      return rows[0] ?? null;
    },

    /** The job cards of these vacancies, in the order given; missing ids are skipped. */
    cards(ids: readonly string[], tx: Db = db): Promise<CardRow[]> {
      return loadCardRows(tx, ids);
    },

    /** The questionnaire of a vacancy, in order; an option's id is its 1-based place among the options. */
    async questionsOf(vacancyId: string, tx: Db = db): Promise<JobQuestion[]> {
      const { rows } = await tx.query<{
        id: string;
        type: QuestionType;
        question: string;
        options: string[];
        required: boolean;
      }>(
        `SELECT id, type, question, options, is_required AS required
           FROM vacancy_questions WHERE vacancy_id = $1 ORDER BY position`,
        [vacancyId],
      );
      return rows.map(({ question, options, ...row }) => ({
        ...row,
        text: question,
        options: options.map((text, index) => ({ id: String(index + 1), text })),
      }));
    },
  };
}
