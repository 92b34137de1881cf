import { analystPaths, applicationStatusLabel, VACANCY_STATUSES, vacancyStatusLabel } from '@camello/domain';
import { data, redirect, useRouteLoaderData } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import { changeVacancy, linkedCompanyBySlug, listVacancies } from '../features/analyst-area/index.server.ts';
import { type AnalystRouteHandle, analystMessages, VacancyList } from '../features/analyst-area/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { requireUser } from '../shared/session.server.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/analyst-vacancies.ts';
import type { loader as companyLoader } from './analyst-company.tsx';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ACTIONS = ['publish', 'pause', 'close', 'duplicate'] as const;

function queryOf(url: URL) {
  const status = url.searchParams.get('estado') ?? '';
  return {
    q: (url.searchParams.get('q') ?? '').slice(0, 200),
    status: VACANCY_STATUSES.find((each) => each === status) ?? ('' as const),
  };
}

/** `/analista/:companySlug/vacantes`: the company's vacancies, searched by title and status. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  const call = userApiCallContextOf(request, context);
  const company = await linkedCompanyBySlug(call, params.companySlug);
  const query = queryOf(new URL(request.url));
  const list = await listVacancies(call, company.id, {
    ...(query.q ? { q: query.q } : {}),
    ...(query.status ? { status: query.status } : {}),
  });
  const locale = call.locale;
  const labels = {
    statuses: Object.fromEntries(
      VACANCY_STATUSES.map((status) => [status, vacancyStatusLabel(locale, status)]),
    ),
    stages: Object.fromEntries(
      Object.keys(list.vacancies[0]?.applicantsByStage ?? {}).map((stage) => [
        stage,
        applicationStatusLabel(locale, stage as Parameters<typeof applicationStatusLabel>[1]),
      ]),
    ),
  };
  return data({ list, query, labels }, { headers: PRIVATE });
}

/** Publish, pause, close or duplicate a vacancy of the list, then show the list again with what was done. */
export async function action({ request, context, params }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  await requireUser(request, context);
  const call = userApiCallContextOf(request, context);
  const company = await linkedCompanyBySlug(call, params.companySlug);
  const form = await submittedForm(request);
  const intent = ACTIONS.find((each) => each === form.get('intent'));
  const vacancyId = form.get('vacancyId');
  if (!intent || typeof vacancyId !== 'string' || !UUID.test(vacancyId))
    throw data(null, { status: 400, headers: PRIVATE });
  const outcome = await changeVacancy(call, company.id, vacancyId, intent);
  const t = analystMessages.of(call.locale);
  if (!outcome.ok) return data({ notice: outcome.message, failed: true }, { status: 400, headers: PRIVATE });
  if (intent === 'duplicate')
    throw redirect(analystPaths.analystVacancy(company.slug, outcome.vacancy.id), {
      status: 303,
      headers: PRIVATE,
    });
  return data(
    { notice: t(`vacancies.done.${intent}`, { title: outcome.vacancy.title }), failed: false },
    { headers: PRIVATE },
  );
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const handle: AnalystRouteHandle = {
  analystCrumb: (_data, t) => t('nav.vacancies'),
};

export default function AnalystVacancies({ loaderData, actionData }: Route.ComponentProps) {
  const company = useRouteLoaderData<typeof companyLoader>('routes/analyst-company')?.company;
  if (!company) return null;
  return (
    <>
      {actionData ? (
        <p role={actionData.failed ? 'alert' : 'status'} data-notice={actionData.failed ? 'failed' : 'done'}>
          {actionData.notice}
        </p>
      ) : null}
      <VacancyList
        company={company}
        list={loaderData.list}
        query={loaderData.query}
        labels={loaderData.labels}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
