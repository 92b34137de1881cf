import type { Db } from '@camello/db';
import { type CardRow, cardColumns } from '@camello/db';
import { type VacancyAvailability, type VacancyStatus, vacancyAvailability } from '@camello/domain';

/** A vacancy with everything its detail page, its apply settings and its suggestions need. */
export type VacancyRecord = CardRow & {
  h1: string | null;
  status: VacancyStatus;
  valid_through: Date | null;
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
  company_is_active: boolean;
  company_is_public: boolean;
  /** The company and, for a brand, its parent: the job sites the vacancy belongs to. */
  company_sites: string[];
  website_url: string | null;
  facebook_url: string | null;
  instagram_url: string | null;
  linkedin_url: string | null;
  youtube_url: string | null;
  tiktok_url: string | null;
  x_url: string | null;
  city_ids: number[];
  sector_ids: number[];
  sectors: { slug: string; name: string }[];
  skills: { id: number; name: string; score: number }[];
  questions_count: number;
};

export type VacancyKey = { slug: string } | { publicId: string };

/** One vacancy by slug or public id, in one query; null when there is none. */
export async function findVacancy(db: Db, key: VacancyKey): Promise<VacancyRecord | null> {
  const [column, value] = 'slug' in key ? ['slug', key.slug] : ['public_id', key.publicId];
  const { rows } = await db.query<VacancyRecord>(
    `SELECT ${cardColumns}, v.h1, v.status, v.valid_through, v.description_html, v.number_of_quotas, v.is_remote,
       v.remote_text, v.video_url, v.fraud_warning, v.external_apply_url, v.occupation_id,
       (SELECT json_build_object('slug', o.slug, 'name', o.title) FROM occupations o WHERE o.id = v.occupation_id)
         AS occupation,
       c.id AS company_id, c.is_active AS company_is_active, c.job_site_kind = 1 AS company_is_public,
       ARRAY(SELECT s.slug FROM companies s WHERE s.id IN (c.id, c.parent_company_id)) AS company_sites,
       c.website_url, c.facebook_url, c.instagram_url, c.linkedin_url, c.youtube_url, c.tiktok_url, c.x_url,
       ARRAY(SELECT vc.city_id FROM vacancy_cities vc WHERE vc.vacancy_id = v.id ORDER BY vc.position, vc.city_id)
         AS city_ids,
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
}

/** What {@link availability} reads of a vacancy. */
export type AvailabilityFacts = Pick<
  VacancyRecord,
  'status' | 'published_at' | 'valid_through' | 'company_is_active' | 'company_is_public' | 'company_sites'
>;

/**
 * Whether a vacancy can be shown here: the domain's rule ({@link vacancyAvailability}), and
 * `missing` as well for a vacancy asked for on a job site it does not belong to, or, outside any
 * job site, for one of a private job site (reachable by its link only).
 */
export function availability(
  vacancy: AvailabilityFacts,
  now: Date,
  companySite?: string,
): VacancyAvailability {
  if (companySite !== undefined && !vacancy.company_sites.includes(companySite)) return 'missing';
  if (companySite === undefined && !vacancy.company_is_public) return 'missing';
  return vacancyAvailability(
    {
      status: vacancy.status,
      publishedAt: vacancy.published_at,
      validThrough: vacancy.valid_through,
      companyIsActive: vacancy.company_is_active,
    },
    now,
  );
}
