import { APPLICATION_STATUSES, DISCARD_REASONS, formatInstant } from '@camello/domain';
import { data } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import { linkedCompanyBySlug } from '../features/analyst-area/index.server.ts';
import type { AnalystRouteHandle } from '../features/analyst-area/index.ts';
import { addApplicantNote, moveApplicant, readApplicant } from '../features/applicants/index.server.ts';
import { ApplicantDetail, type ApplicantNotice, applicantMessages } from '../features/applicants/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { localeOf } from '../shared/locale.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { requireUser } from '../shared/session.server.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/analyst-applicant.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function analystCompany(
  request: Request,
  context: Route.LoaderArgs['context'],
  slug: string,
  id: string,
) {
  const user = await requireUser(request, context);
  if (user.role !== 'analyst') throw data(null, { status: 403, headers: PRIVATE });
  if (!UUID.test(id)) throw data(null, { status: 404, headers: PRIVATE });
  return linkedCompanyBySlug(userApiCallContextOf(request, context), slug);
}

const notFound = (error: unknown) => {
  if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404, headers: PRIVATE });
  throw error;
};

/** `/analista/:companySlug/postulantes/:applicationId`: one applicant (opening it is recorded). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const company = await analystCompany(request, context, params.companySlug, params.applicationId);
  const detail = await readApplicant(
    userApiCallContextOf(request, context),
    company.id,
    params.applicationId,
  ).catch(notFound);
  const locale = localeOf(context);
  const name = [detail.candidate.firstName, detail.candidate.lastName].filter(Boolean).join(' ');
  return data(
    {
      companySlug: company.slug,
      detail,
      dates: {
        appliedOn: formatInstant(detail.appliedAt, locale, 'moment'),
        events: Object.fromEntries(
          detail.events.map((event) => [event.id, formatInstant(event.at, locale, 'moment')]),
        ),
      },
      crumb: name || applicantMessages.of(locale)('list.unnamed'),
    },
    { headers: PRIVATE },
  );
}

/** A stage move (stating the version the page showed) or a note. */
export async function action({ request, context, params }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  const company = await analystCompany(request, context, params.companySlug, params.applicationId);
  const call = userApiCallContextOf(request, context);
  const form = await submittedForm(request);
  const answer = (notice: ApplicantNotice, status = 200) => data({ notice }, { status, headers: PRIVATE });
  try {
    if (form.get('intent') === 'note') {
      const note = String(form.get('note') ?? '').trim();
      if (note === '' || note.length > 2000)
        return answer({ kind: 'error', message: 'La nota debe tener entre 1 y 2000 caracteres' }, 400);
      await addApplicantNote(call, company.id, params.applicationId, note);
      return answer({ kind: 'noted' });
    }
    const toValue = form.get('to');
    const to = toValue === 'next' ? 'next' : APPLICATION_STATUSES.find((status) => status === toValue);
    const reason = DISCARD_REASONS.find((each) => each === form.get('reason'));
    const expectedVersion = Number(form.get('expectedVersion'));
    if (!to || !Number.isInteger(expectedVersion) || expectedVersion < 0)
      throw data(null, { status: 400, headers: PRIVATE });
    const moved = await moveApplicant(call, company.id, params.applicationId, {
      to,
      expectedVersion,
      reason,
    });
    return answer({ kind: 'moved', status: moved.status });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 409))
      return answer({ kind: 'error', message: error.message }, error.status);
    return notFound(error);
  }
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const handle: AnalystRouteHandle = {
  analystCrumb: (loaderData) => (loaderData as { crumb?: string } | undefined)?.crumb ?? '',
};

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { t, locale } = metaTranslator(matches);
  const title = loaderData
    ? applicantMessages.of(locale)('detail.pageTitle', {
        name: loaderData.crumb,
        vacancy: loaderData.detail.vacancy.title,
      })
    : '';
  return [{ title: t('site.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function AnalystApplicant({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicantDetail {...loaderData} notice={actionData?.notice ?? null} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
