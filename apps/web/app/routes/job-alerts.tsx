import { formatInstant, jobAlertFilterParams, paths, withQuery } from '@camello/domain';
import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { deleteJobAlert, listJobAlerts, updateJobAlert } from '../features/job-alerts/index.server.ts';
import { AlertsPanel, jobAlertMessages } from '../features/job-alerts/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { localeOf } from '../shared/locale.server.ts';
import { signInHref } from '../shared/named-routes.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { currentUser, requireUser } from '../shared/session.server.ts';
import type { Route } from './+types/job-alerts.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOTICES = ['created', 'changed', 'deleted'] as const;

/** `/alertas-de-empleo`: a candidate's alerts panel; a visitor learns how to create one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  const notice = NOTICES.find((value) => value === new URL(request.url).searchParams.get('hecho')) ?? null;
  const signIn = signInHref(paths.signIn(), paths.jobAlerts());
  if (user?.role !== 'candidate') return data({ alerts: null, notice, signIn }, { headers: PRIVATE });
  const alerts = (await listJobAlerts(userApiCallContextOf(request, context))).map((alert) => ({
    id: alert.id,
    title: alert.title,
    frequency: alert.frequency,
    paused: alert.paused,
    lastSent: alert.lastSentAt ? formatInstant(alert.lastSentAt, localeOf(context)) : null,
    href: withQuery(paths.jobs(), [['q', alert.query], ...jobAlertFilterParams(alert.filters)]),
  }));
  return data({ alerts, notice, signIn }, { headers: PRIVATE });
}

/** Frequency, pause and delete of one alert (post, redirect, get). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const form = await request.formData().catch(() => null);
  const alertId = form?.get('alertId');
  const intent = form?.get('intent');
  if (typeof alertId !== 'string' || !UUID.test(alertId)) throw data(null, { status: 400 });
  const call = userApiCallContextOf(request, context);
  if (intent === 'delete') {
    await deleteJobAlert(call, alertId);
    throw redirect(withQuery(paths.jobAlerts(), [['hecho', 'deleted']]), { status: 303, headers: PRIVATE });
  }
  const frequency = form?.get('frequency');
  if (intent === 'pause' || intent === 'resume')
    await updateJobAlert(call, alertId, { paused: intent === 'pause' });
  else if (intent === 'frequency' && (frequency === 'daily' || frequency === 'weekly'))
    await updateJobAlert(call, alertId, { frequency });
  else throw data(null, { status: 400 });
  throw redirect(withQuery(paths.jobAlerts(), [['hecho', 'changed']]), { status: 303, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: jobAlertMessages.of(locale)('panel.pageTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function JobAlerts({ loaderData }: Route.ComponentProps) {
  return <AlertsPanel alerts={loaderData.alerts} notice={loaderData.notice} signInHref={loaderData.signIn} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
