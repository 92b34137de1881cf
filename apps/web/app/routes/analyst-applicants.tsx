import {
  APPLICATION_STATUSES,
  analystPaths,
  DISCARD_REASONS,
  type DiscardReason,
  formatInstant,
} from '@camello/domain';
import { data, redirect } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import { linkedCompanyBySlug } from '../features/analyst-area/index.server.ts';
import type { AnalystRouteHandle } from '../features/analyst-area/index.ts';
import { applicantsQueryOf, listApplicants, moveApplicants } from '../features/applicants/index.server.ts';
import { ApplicantList, applicantMessages, type BulkMoveNotice } from '../features/applicants/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { localeOf } from '../shared/locale.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { requireUser } from '../shared/session.server.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/analyst-applicants.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SELECTED = /^([0-9a-f-]{36}):(\d{1,9})$/i;

async function analystCompany(request: Request, context: Route.LoaderArgs['context'], slug: string) {
  const user = await requireUser(request, context);
  if (user.role !== 'analyst') throw data(null, { status: 403, headers: PRIVATE });
  return linkedCompanyBySlug(userApiCallContextOf(request, context), slug);
}

/** `/analista/:companySlug/vacantes/:vacancyId/postulantes`: a vacancy's applicants, filtered. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!UUID.test(params.vacancyId)) throw data(null, { status: 404, headers: PRIVATE });
  const company = await analystCompany(request, context, params.companySlug);
  const { query, form, params: queryParams } = applicantsQueryOf(new URL(request.url));
  const locale = localeOf(context);
  const found = await listApplicants(
    userApiCallContextOf(request, context),
    company.id,
    params.vacancyId,
    query,
  ).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404)
      throw data(null, { status: 404, headers: PRIVATE });
    throw error;
  });
  return data(
    {
      companySlug: company.slug,
      found,
      filters: form,
      query: queryParams,
      appliedOn: Object.fromEntries(
        found.rows.map((row) => [row.applicationId, formatInstant(row.appliedAt, locale, 'shortDay')]),
      ),
      crumb: applicantMessages.of(locale)('list.crumb'),
    },
    { headers: PRIVATE },
  );
}

/** "Mover seleccionados": moves the checked applicants, each stating the version the page showed. */
export async function action({ request, context, params }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  if (!UUID.test(params.vacancyId)) throw data(null, { status: 404, headers: PRIVATE });
  const company = await analystCompany(request, context, params.companySlug);
  const form = await submittedForm(request);
  const to = APPLICATION_STATUSES.find((status) => status === form.get('to'));
  const reasonValue = form.get('reason');
  const reason = DISCARD_REASONS.find((each) => each === reasonValue) as DiscardReason | undefined;
  const applications = form
    .getAll('selected')
    .map((value) => (typeof value === 'string' ? SELECTED.exec(value) : null))
    .filter((match) => match !== null)
    .map((match) => ({ applicationId: match[1] ?? '', expectedVersion: Number(match[2]) }))
    .slice(0, 200);
  const notice = (value: BulkMoveNotice, status = 200) =>
    data({ notice: value }, { status, headers: PRIVATE });
  if (applications.length === 0 || !to)
    return notice({ moved: 0, conflicts: 0, refused: 0, noneSelected: true }, 400);
  try {
    const result = await moveApplicants(
      userApiCallContextOf(request, context),
      company.id,
      params.vacancyId,
      {
        to,
        reason: to === 'Discarded' ? reason : undefined,
        applications,
      },
    );
    return notice({
      moved: result.moved.length,
      conflicts: result.conflicts.length,
      refused: result.refused.length,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return notice({ moved: 0, conflicts: 0, refused: 0, error: error.message }, 400);
    if (error instanceof ApiError && error.status === 404)
      throw redirect(analystPaths.analystCompany(company.slug));
    throw error;
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const handle: AnalystRouteHandle = {
  analystCrumb: (loaderData) => (loaderData as { crumb?: string } | undefined)?.crumb ?? '',
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { t, locale } = metaTranslator(matches);
  const vacancy = loaderData?.found.vacancy.title ?? '';
  return [
    { title: t('site.pageTitle', { title: applicantMessages.of(locale)('list.pageTitle', { vacancy }) }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function AnalystApplicants({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicantList {...loaderData} notice={actionData?.notice ?? null} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
