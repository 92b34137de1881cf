import { analystPageCompany, downloadReferralCv, PRIVATE } from '../features/analyst-area/index.server.ts';
import { ApiError } from '../shared/api/api-error.ts';
import type { Route } from './+types/analyst-referral-cv.ts';

/** `/analista/:companySlug/referidos/:referralId/hoja-de-vida`: a referral's CV, as a download. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { call, company } = await analystPageCompany(request, context, params.companySlug);
  try {
    return await downloadReferralCv(call, company.id, params.referralId);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404)
      throw new Response(null, { status: 404, headers: PRIVATE });
    throw error;
  }
}
