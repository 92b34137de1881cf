import {
  analystPaths,
  CURRENCIES,
  currencyLabel,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  educationLevelLabel,
  employmentTypeLabel,
  QUESTION_TYPES,
  questionTypeLabel,
  SALARY_FREQUENCIES,
  salaryFrequencyLabel,
} from '@camello/domain';
import { data, redirect, useRouteLoaderData } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import {
  changeVacancy,
  getVacancy,
  linkedCompanyBySlug,
  readVacancyForm,
  saveVacancy,
} from '../features/analyst-area/index.server.ts';
import {
  type AnalystRouteHandle,
  analystMessages,
  emptyVacancyValues,
  VacancyForm,
  valuesOfVacancy,
} from '../features/analyst-area/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { requireUser } from '../shared/session.server.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/analyst-vacancy.ts';
import type { loader as companyLoader } from './analyst-company.tsx';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The vacancy of the page, or null on `…/vacantes/nueva`; a 404 for one that is not the company's. */
async function vacancyOf(
  call: ReturnType<typeof userApiCallContextOf>,
  companyId: string,
  vacancyId?: string,
) {
  if (vacancyId === undefined) return null;
  const vacancy = UUID.test(vacancyId) ? await getVacancy(call, companyId, vacancyId) : null;
  if (!vacancy) throw data(null, { status: 404, headers: PRIVATE });
  return vacancy;
}

/** `/analista/:companySlug/vacantes/nueva` and `/analista/:companySlug/vacantes/:vacancyId`: the vacancy form. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  const call = userApiCallContextOf(request, context);
  const company = await linkedCompanyBySlug(call, params.companySlug);
  const vacancy = await vacancyOf(call, company.id, params.vacancyId);
  const locale = call.locale;
  const labels = {
    salaryFrequencies: SALARY_FREQUENCIES.map((each) => [each, salaryFrequencyLabel(locale, each)] as const),
    currencies: CURRENCIES.map((each) => [each, `${each} · ${currencyLabel(locale, each)}`] as const),
    employmentTypes: EMPLOYMENT_TYPES.map((each) => [each, employmentTypeLabel(locale, each)] as const),
    educationLevels: EDUCATION_LEVELS.map((each) => [each, educationLevelLabel(locale, each)] as const),
    questionTypes: Object.fromEntries(QUESTION_TYPES.map((each) => [each, questionTypeLabel(locale, each)])),
  };
  const notice = new URL(request.url).searchParams.get('aviso');
  return data(
    {
      vacancy: vacancy && { id: vacancy.id, status: vacancy.status, title: vacancy.title },
      values: vacancy ? valuesOfVacancy(vacancy) : emptyVacancyValues('COP'),
      labels,
      notice: notice === 'creada' || notice === 'guardada' ? notice : null,
    },
    { headers: PRIVATE },
  );
}

/** Saves the form (and publishes it when asked); refused, the form comes back with the import's words. */
export async function action({ request, context, params }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  await requireUser(request, context);
  const call = userApiCallContextOf(request, context);
  const company = await linkedCompanyBySlug(call, params.companySlug);
  const vacancy = await vacancyOf(call, company.id, params.vacancyId);
  const form = await submittedForm(request);
  const { values, body } = readVacancyForm(form);
  const saved = await saveVacancy(call, company.id, vacancy?.id ?? null, body);
  if (!saved.ok)
    return data(
      { values, problem: { message: saved.message, fields: saved.fields } },
      { status: 400, headers: PRIVATE },
    );
  if (form.get('intent') === 'publish') {
    const published = await changeVacancy(call, company.id, saved.vacancy.id, 'publish');
    if (!published.ok)
      return data(
        { values, problem: { message: published.message, fields: published.fields } },
        { status: 400, headers: PRIVATE },
      );
    throw redirect(analystPaths.analystVacancies(company.slug), { status: 303, headers: PRIVATE });
  }
  throw redirect(
    `${analystPaths.analystVacancy(company.slug, saved.vacancy.id)}?aviso=${vacancy ? 'guardada' : 'creada'}`,
    {
      status: 303,
      headers: PRIVATE,
    },
  );
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const handle: AnalystRouteHandle = {
  analystCrumb: (loaderData, t) =>
    (loaderData as { vacancy: { title: string } | null } | undefined)?.vacancy?.title ?? t('form.newHeading'),
};

export default function AnalystVacancy({ loaderData, actionData }: Route.ComponentProps) {
  const t = analystMessages.useMessages();
  const company = useRouteLoaderData<typeof companyLoader>('routes/analyst-company')?.company;
  if (!company) return null;
  const { vacancy, labels, notice } = loaderData;
  const title = vacancy?.title ?? '';
  return (
    <>
      {notice && !actionData ? (
        <p role="status" data-notice="done">
          {t(notice === 'creada' ? 'vacancies.done.created' : 'vacancies.done.saved', { title })}
        </p>
      ) : null}
      <VacancyForm
        // A new page (after a save) starts from what was stored.
        key={vacancy?.id ?? 'new'}
        heading={vacancy ? t('form.editHeading') : t('form.newHeading')}
        action={
          vacancy
            ? analystPaths.analystVacancy(company.slug, vacancy.id)
            : analystPaths.analystNewVacancy(company.slug)
        }
        values={actionData?.values ?? loaderData.values}
        labels={labels}
        problem={actionData?.problem ?? null}
        canPublish={vacancy?.status !== 'published'}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
