import { calls, companySlugParamsSchema } from '@camello/domain/contracts';
import { ApiError } from '../../shared/api/api-error.ts';
import { type ApiCallContext, apiGet } from '../../shared/api/api-request.server.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** The companies with a referral page. */
export const listReferralSites = (context: ApiCallContext) => apiGet(context, calls.referrals.sites);

/** What a company's referral page shows, or null when it has none (404) or `companySlug` cannot be a slug. */
export async function referralPageData(context: ApiCallContext, companySlug: string) {
  if (!companySlugParamsSchema.safeParse({ companySlug }).success) return null;
  try {
    const [settings, vacancies, documentTypes, countries] = await Promise.all([
      apiGet(context, calls.referrals.settings, { params: { companySlug } }),
      apiGet(context, calls.referrals.vacancies, { params: { companySlug } }),
      apiGet(context, calls.referrals.documentTypes),
      apiGet(context, calls.profile.publicCountries),
    ]);
    return { settings, vacancies, documentTypes, countries };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The id of the city whose label (or name) is `typed`, as the city search finds it; null when none. */
export async function cityIdOf(context: ApiCallContext, typed: string): Promise<number | null> {
  const text = typed.trim();
  const name = text.split(',')[0]?.trim() ?? '';
  if (name.length < 2) return null;
  const cities = await apiGet(context, calls.jobs.searchCities, { query: { q: name.slice(0, 120) } });
  const fold = (value: string) =>
    value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
  const exact = cities.find((city) => fold(city.label) === fold(text));
  const byName = cities.find((city) => fold(city.label.split(',')[0] ?? '') === fold(name));
  return (exact ?? byName)?.id ?? null;
}

/** Posts the referral, CV included, as the multipart form of `POST /api/referrals/v1/referrals/{slug}`. */
export const sendReferral = (context: UserApiCallContext, companySlug: string, form: FormData) =>
  userApiCall(context, calls.referrals.create, { params: { slug: companySlug }, body: form });
