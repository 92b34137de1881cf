import { analystFileDownload } from '../features/analyst-area/index.server.ts';
import { downloadApplicantCv } from '../features/applicants/index.server.ts';
import type { Route } from './+types/analyst-applicant-cv.ts';

/** `/analista/:companySlug/postulantes/:applicationId/hoja-de-vida`: an applicant's CV, as a download. */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return analystFileDownload(request, context, params.companySlug, (call, companyId) =>
    downloadApplicantCv(call, companyId, params.applicationId),
  );
}
