import { type CardRow, contractTypeText, salaryText } from '@camello/db';
import { formatRequiredExperience, type Locale, type SimilarJob, visibleSimilarJobs } from '@camello/domain';
import type { SimilarJobs } from '@camello/domain/contracts';
import type { SearchScope } from '@camello/search';
import type { AppServices } from '../../services/app-services.ts';
import type { VacancyRecord } from '../vacancies-repository.ts';

export function toSimilarJob(row: CardRow, locale: Locale): SimilarJob {
  return {
    id: row.public_id,
    title: row.title,
    companyName: row.company_name,
    companyLogo: row.logo_url,
    cities: row.cities,
    salary: salaryText(row, locale),
    experience: formatRequiredExperience(row.experience_months, locale),
    contractType: contractTypeText(row.employment_type, locale),
    jobUrlSlug: row.slug,
  };
}

/** Live vacancies like this one (never itself), most alike first. */
export async function similarJobs(
  { jobCards, search }: Pick<AppServices, 'jobCards' | 'search'>,
  vacancy: VacancyRecord,
  options: { scope: SearchScope; limit: number; locale: Locale },
): Promise<SimilarJobs> {
  const ids = await search.similar({
    probe: {
      vacancyId: vacancy.id,
      title: vacancy.title,
      occupationId: vacancy.occupation_id,
      sectorIds: vacancy.sector_ids,
      cityIds: vacancy.city_details.map((city) => city.id),
    },
    scope: options.scope,
    // One more than shown tells whether there are more.
    limit: options.limit + 1,
  });
  const rows = await jobCards(ids);
  return visibleSimilarJobs(
    rows.map((row) => toSimilarJob(row, options.locale)),
    options.limit,
  );
}
