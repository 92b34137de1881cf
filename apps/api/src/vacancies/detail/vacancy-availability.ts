import { type VacancyAvailability, vacancyAvailability } from '@camello/domain';
import { httpError } from '../../infrastructure/http-errors.ts';
import type { AppServices } from '../../services/app-services.ts';
import type { LivenessColumns } from '../vacancies-repository.ts';

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

/**
 * The vacancy behind a public id, on any of its job sites, with its availability: `live` or
 * `gone`; 404 for one that does not exist or never was public.
 */
export async function vacancyByPublicId(
  { repositories, now }: Pick<AppServices, 'repositories' | 'now'>,
  publicId: string,
) {
  const vacancy = await repositories.vacancies.findRecord({ publicId });
  const state = vacancy ? availability(vacancy, now(), vacancy.company_slug) : 'missing';
  if (!vacancy || state === 'missing') throw httpError(404, 'apiError.vacancyNotFound');
  return { vacancy, state };
}
