import { analystFileDownload, downloadReferralCv } from '../features/analyst-area/index.server.ts';
import type { Route } from './+types/analyst-referral-cv.ts';

/** `/analista/:companySlug/referidos/:referralId/hoja-de-vida`: a referral's CV, as a download. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return analystFileDownload(request, context, params.companySlug, (call, companyId) =>
    downloadReferralCv(call, companyId, params.referralId),
  );
}
