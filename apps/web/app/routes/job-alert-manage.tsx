import { data } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import {
  deleteManagedJobAlert,
  managedJobAlert,
  updateManagedJobAlert,
} from '../features/job-alerts/index.server.ts';
import { AlertManagePage, jobAlertMessages } from '../features/job-alerts/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import type { Route } from './+types/job-alert-manage.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

function tokenOf(request: Request): string | null {
  const token = new URL(request.url).searchParams.get('token');
  return token && TOKEN.test(token) ? token : null;
}

/** An unknown or spent link: the page says so (404), the API's 400 is no failure of the site. */
async function orInvalid<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return null;
  }
}

const invalid = (token: string | null) =>
  data({ token, alert: null, notice: null }, { status: 404, headers: PRIVATE });

/** `/alertas-de-empleo/gestionar?token=…`: an alert's pause, frequency and delete from its e-mails' link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = tokenOf(request);
  if (!token) return invalid(token);
  const alert = await orInvalid(() => managedJobAlert(userApiCallContextOf(request, context), token));
  if (!alert) return invalid(token);
  return data({ token, alert, notice: null }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = tokenOf(request);
  const form = await request.formData().catch(() => null);
  const intent = form?.get('intent');
  const frequency = form?.get('frequency');
  if (!token) return invalid(token);
  const call = userApiCallContextOf(request, context);
  if (intent === 'delete') {
    const deleted = await orInvalid(() => deleteManagedJobAlert(call, token).then(() => true));
    if (!deleted) return invalid(token);
    return data({ token, alert: null, notice: 'deleted' as const }, { headers: PRIVATE });
  }
  let changes: { paused: boolean } | { frequency: 'daily' | 'weekly' };
  if (intent === 'pause' || intent === 'resume') changes = { paused: intent === 'pause' };
  else if (intent === 'frequency' && (frequency === 'daily' || frequency === 'weekly'))
    changes = { frequency };
  else throw data(null, { status: 400 });
  const alert = await orInvalid(() => updateManagedJobAlert(call, token, changes));
  if (!alert) return invalid(token);
  return data({ token, alert, notice: 'changed' as const }, { headers: PRIVATE });
}

// A GET has empty action headers: then the loader's say how to cache the page.
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders?.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: jobAlertMessages.of(locale)('manage.pageTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function JobAlertManage({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertManagePage {...(actionData ?? loaderData)} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
