import { data, Outlet } from 'react-router';
import { linkedCompanyBySlug } from '../features/analyst-area/index.server.ts';
import type { AnalystRouteHandle } from '../features/analyst-area/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { requireUser } from '../shared/session.server.ts';
import type { Route } from './+types/analyst-company.ts';

/**
 * `/analista/:companySlug`, the layout of one company's pages: a company the analyst is not linked
 * to is a 404. Its pages (vacancies, applicants, settings) nest here.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (user.role !== 'analyst') throw data(null, { status: 403 });
  const company = await linkedCompanyBySlug(userApiCallContextOf(request, context), params.companySlug);
  return data({ company }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export const handle: AnalystRouteHandle = {
  // No data when the loader refused the page (a company that is not the analyst's).
  analystCrumb: (loaderData) =>
    (loaderData as { company?: { name: string } } | undefined)?.company?.name ?? '',
};

export default function AnalystCompany() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
