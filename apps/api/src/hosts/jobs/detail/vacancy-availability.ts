import { type VacancyAvailability, vacancyAvailability } from '@camello/domain';
import type { LivenessColumns } from '../../../repositories/vacancies.ts';

/**
 * Whether a vacancy can be shown here: the domain's rule ({@link vacancyAvailability}), and
 * `missing` as well for a vacancy asked for on a job site it does not belong to, or, outside any
 * job site, for one of a private job site (reachable by its link only).
 */
export function availability(vacancy: LivenessColumns, now: Date, companySite?: string): VacancyAvailability {
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
