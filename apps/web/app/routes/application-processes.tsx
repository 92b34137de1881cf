import { paths } from '@camello/domain';
import { data, redirect } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import {
  listApplications,
  processPageOf,
  withdrawApplication,
} from '../features/application-processes/index.server.ts';
import { ApplicationList, processMessages } from '../features/application-processes/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { localeOf } from '../shared/locale.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { requireUser } from '../shared/session.server.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/application-processes.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_PAGE = 10_000;

/** `/procesos`: the candidate's applications with their status and timeline. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (user.role !== 'candidate') throw redirect(paths.analystArea());
  const asked = Number(new URL(request.url).searchParams.get('page'));
  const page = Number.isInteger(asked) && asked >= 1 && asked <= MAX_PAGE ? asked : 1;
  const found = await listApplications(userApiCallContextOf(request, context), page);
  return data(processPageOf(found, localeOf(context)), { headers: PRIVATE });
}

/** "Sí, retirar postulación": withdraws it, then shows the list again with a notice. */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  await requireUser(request, context);
  const applicationId = (await submittedForm(request)).get('applicationId');
  if (typeof applicationId !== 'string' || !UUID.test(applicationId))
    throw data(null, { status: 400, headers: PRIVATE });
  try {
    await withdrawApplication(userApiCallContextOf(request, context), applicationId);
  } catch (error) {
    // Withdrawn already (a second tab, a repeated post): the list shows it is gone.
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return data({ withdrawn: true }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: processMessages.of(locale)('page.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function ApplicationProcesses({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicationList {...loaderData} withdrawn={actionData?.withdrawn === true} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
