import {
  type Currency,
  type EducationLevel,
  type EmploymentType,
  educationLevelLabel,
  employmentTypeLabel,
  formatPublishDate,
  formatRequiredExperience,
  formatSalary,
  type JobCard,
  type Locale,
  paths,
  type SalaryFrequency,
  salaryFrequencyLabel,
  splitCardCities,
} from '@camello/domain';
import type { Db } from '../driver/db.ts';

/** The columns every card-like view of a vacancy needs. */
export type CardRow = {
  id: string;
  public_id: string;
  slug: string;
  title: string;
  published_at: Date;
  urgent: boolean;
  salary_min: number | null;
  salary_max: number | null;
  salary_to_agree: boolean;
  salary_frequency: SalaryFrequency;
  currency: Currency;
  employment_type: EmploymentType;
  education_level: EducationLevel | null;
  experience_months: number;
  company_name: string;
  company_slug: string;
  logo_url: string | null;
  cities: string[];
};

export const cardColumns = `v.id, v.public_id, v.slug, v.title, v.published_at, v.urgent, v.salary_min,
  v.salary_max, v.salary_to_agree, v.salary_frequency, v.currency, v.employment_type, v.education_level,
  v.experience_months, c.name AS company_name, c.slug AS company_slug, c.logo_url,
  ARRAY(SELECT ci.display_name FROM vacancy_cities vc JOIN cities ci ON ci.id = vc.city_id
         WHERE vc.vacancy_id = v.id ORDER BY vc.position, ci.id) AS cities`;

/** The vacancies with these ids, in the order given, in one query; missing ids are skipped. */
export async function loadCardRows(db: Db, ids: readonly string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const { rows } = await db.query<CardRow>(
    `SELECT ${cardColumns}
       FROM unnest($1::uuid[]) WITH ORDINALITY AS page(id, position)
       JOIN vacancies v ON v.id = page.id
       JOIN companies c ON c.id = v.company_id
      ORDER BY page.position`,
    [ids],
  );
  return rows;
}

/** "$ 2.500.000 - $ 3.000.000", with the period when it is not monthly ("$15 - $20 (por hora)"). */
export function salaryText(row: CardRow, locale: Locale): string {
  const text = formatSalary(
    { min: row.salary_min, max: row.salary_max, currency: row.currency, toAgree: row.salary_to_agree },
    locale,
  );
  const stated = !row.salary_to_agree && ((row.salary_min ?? 0) > 0 || (row.salary_max ?? 0) > 0);
  if (!stated || row.salary_frequency === 'MONTH') return text;
  return `${text} (${salaryFrequencyLabel(locale, row.salary_frequency).toLocaleLowerCase(locale)})`;
}

/** Contract type for display; an unspecified one shows nothing (the experience stands in). */
export function contractTypeText(type: EmploymentType, locale: Locale): string {
  return type === 'unknown' ? '' : employmentTypeLabel(locale, type);
}

export function toJobCard(row: CardRow, options: { locale: Locale; now: Date; dynamicUrl: string }): JobCard {
  const { locale } = options;
  const { cities, others } = splitCardCities(row.cities);
  return {
    id: row.public_id,
    title: row.title,
    companyName: row.company_name,
    companySlug: row.company_slug,
    companyLogo: row.logo_url,
    cities,
    others,
    salary: salaryText(row, locale),
    experience: formatRequiredExperience(row.experience_months, locale),
    educationLevel: row.education_level ? educationLevelLabel(locale, row.education_level) : '',
    contractType: contractTypeText(row.employment_type, locale),
    formatPublishDate: formatPublishDate(row.published_at, options.now, locale),
    publishedAt: row.published_at.toISOString(),
    urgent: row.urgent,
    jobSlug: row.slug,
    dynamicUrl: options.dynamicUrl,
  };
}

/** Base of job links: the public listing, or the company's job site. */
export function dynamicUrlFor(companySlug: string | undefined): string {
  return companySlug ? paths.company(companySlug) : paths.jobs();
}
