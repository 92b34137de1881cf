import { data } from 'react-router';
import { linkedCompanyBySlug } from '../features/analyst-area/index.server.ts';
import { applicantsQueryOf, exportApplicants } from '../features/applicants/index.server.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { requireUser } from '../shared/session.server.ts';
import type { Route } from './+types/analyst-applicants-export.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/analista/:companySlug/vacantes/:vacancyId/postulantes/exportar`: the filtered list as a CSV download. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (user.role !== 'analyst' || !UUID.test(params.vacancyId))
    throw data(null, { status: user.role === 'analyst' ? 404 : 403 });
  const call = userApiCallContextOf(request, context);
  const company = await linkedCompanyBySlug(call, params.companySlug);
  const { query } = applicantsQueryOf(new URL(request.url));
  const { page: _page, ...filters } = query;
  return exportApplicants(call, company.id, params.vacancyId, filters);
}
