import type { Db } from '@camello/db';
import { testDataset } from '@camello/db/testing';

/** The clock of the test server: the seed's "now". */
export const NOW = testDataset.now;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

export type CompanyFixture = {
  slug: string;
  name: string;
  jobSiteKind?: 0 | 1;
  isActive?: boolean;
  parentSlug?: string;
  facebookUrl?: string;
};

export type VacancyFixture = {
  slug: string;
  title: string;
  company: string;
  occupation?: string;
  sectors?: string[];
  cities?: string[];
  description?: string;
  status?: 'draft' | 'published' | 'paused' | 'closed' | 'expired';
  publishedAt?: Date;
  validThrough?: Date | null;
  salary?: { min: number | null; max: number | null; currency?: string; frequency?: string } | 'toAgree';
  employmentType?: string;
  educationLevel?: string | null;
  experienceMonths?: number;
  remote?: boolean;
  remoteText?: string;
  urgent?: boolean;
  quotas?: number;
  videoUrl?: string;
  skills?: { name: string; score: number }[];
  questions?: number;
};

/** Closes every seeded vacancy, so the fixtures are the only searchable ones and counts are exact. */
export async function closeSeededVacancies(db: Db): Promise<void> {
  await db.query(`UPDATE vacancies SET status = 'closed' WHERE status <> 'draft'`);
}

export async function insertCompany(db: Db, company: CompanyFixture): Promise<string> {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO companies (slug, name, country_id, job_site_kind, is_active, parent_company_id, facebook_url,
                            sector_id)
     VALUES ($1, $2, (SELECT id FROM countries WHERE iso2 = 'co'), $3, $4,
             (SELECT id FROM companies WHERE slug = $5), $6, (SELECT id FROM sectors ORDER BY id LIMIT 1))
     RETURNING id`,
    [
      company.slug,
      company.name,
      company.jobSiteKind ?? 1,
      company.isActive ?? true,
      company.parentSlug ?? null,
      company.facebookUrl ?? null,
    ],
  );
  return (rows[0] as { id: string }).id;
}

export async function insertVacancy(db: Db, vacancy: VacancyFixture): Promise<string> {
  const status = vacancy.status ?? 'published';
  const publishedAt = status === 'draft' ? null : (vacancy.publishedAt ?? daysAgo(1));
  const validThrough =
    vacancy.validThrough === undefined
      ? publishedAt && new Date(publishedAt.getTime() + 45 * DAY)
      : vacancy.validThrough;
  const salary = vacancy.salary ?? { min: 2_000_000, max: 2_500_000 };
  const toAgree = salary === 'toAgree';
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO vacancies (slug, company_id, occupation_id, title, description_html, status, number_of_quotas,
       salary_min, salary_max, salary_to_agree, salary_frequency, currency, employment_type, education_level,
       experience_months, is_remote, remote_text, urgent, video_url, published_at, valid_through)
     VALUES ($1, (SELECT id FROM companies WHERE slug = $2), (SELECT id FROM occupations WHERE slug = $3), $4, $5,
       $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
     RETURNING id`,
    [
      vacancy.slug,
      vacancy.company,
      vacancy.occupation ?? null,
      vacancy.title,
      vacancy.description ?? `<p>Buscamos ${vacancy.title.toLowerCase()} para nuestro equipo.</p>`,
      status,
      vacancy.quotas ?? 1,
      toAgree ? null : salary.min,
      toAgree ? null : salary.max,
      toAgree,
      toAgree ? 'MONTH' : (salary.frequency ?? 'MONTH'),
      toAgree ? 'COP' : (salary.currency ?? 'COP'),
      vacancy.employmentType ?? 'FULL_TIME',
      vacancy.educationLevel === undefined ? 'HIGH_SCHOOL' : vacancy.educationLevel,
      vacancy.experienceMonths ?? 0,
      vacancy.remote ?? false,
      vacancy.remoteText ?? null,
      vacancy.urgent ?? false,
      vacancy.videoUrl ?? null,
      publishedAt,
      validThrough,
    ],
  );
  const id = (rows[0] as { id: string }).id;
  const cities = vacancy.cities ?? ['bogota'];
  await db.query(
    `INSERT INTO vacancy_cities (vacancy_id, city_id, position)
     SELECT $1, c.id, s.position - 1
       FROM unnest($2::text[]) WITH ORDINALITY AS s(slug, position)
       JOIN cities c ON c.slug = s.slug AND c.country_id = (SELECT id FROM countries WHERE iso2 = 'co')`,
    [id, cities],
  );
  await db.query(
    `INSERT INTO vacancy_sectors (vacancy_id, sector_id) SELECT $1, id FROM sectors WHERE slug = ANY($2::text[])`,
    [id, vacancy.sectors ?? []],
  );
  for (const skill of vacancy.skills ?? []) {
    await db.query(
      `INSERT INTO vacancy_skills (vacancy_id, skill_id, score) SELECT $1, id, $3 FROM skills WHERE name = $2`,
      [id, skill.name, skill.score],
    );
  }
  for (let position = 0; position < (vacancy.questions ?? 0); position++) {
    await db.query(
      `INSERT INTO vacancy_questions (vacancy_id, position, type, question) VALUES ($1, $2, 'openShort', $3)`,
      [id, position, `Pregunta ${position + 1}`],
    );
  }
  return id;
}
