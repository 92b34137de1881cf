import { paths, queryString } from '@camello/domain';
import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { createJobAlert, createPublicJobAlert } from '../features/job-alerts/index.server.ts';
import { alertSearchOf, jobAlertMessages, NewAlertForm } from '../features/job-alerts/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { signInHref } from '../shared/named-routes.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { currentUser } from '../shared/session.server.ts';
import type { Route } from './+types/new-job-alert.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

function pageOf(request: Request, signedIn: boolean) {
  const url = new URL(request.url);
  const search = alertSearchOf(url.searchParams);
  const query = queryString([['q', search.query], ...search.params]);
  return {
    search,
    term: search.query,
    filterCount: search.params.length,
    action: `${paths.newJobAlert()}${query}`,
    backHref: `${paths.jobs()}${query}`,
    signInHref: signedIn ? null : signInHref(paths.signIn(), `${paths.newJobAlert()}${query}`),
  };
}

/** `/alertas-de-empleo/nueva?q=…&filters…`: "Crear alerta" from a search, for candidates and visitors. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await currentUser(request, context);
  const { search: _search, ...page } = pageOf(request, user?.role === 'candidate');
  return data(
    { ...page, error: null, sentTo: null, values: { email: '', phone: '', frequency: 'daily' } },
    { headers: PRIVATE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await currentUser(request, context);
  const signedIn = user?.role === 'candidate';
  const { search, ...page } = pageOf(request, signedIn);
  const form = await request.formData().catch(() => null);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const values = { email: text('email'), phone: text('phone'), frequency: text('frequency') };
  const frequency = values.frequency === 'weekly' ? 'weekly' : 'daily';
  const call = userApiCallContextOf(request, context);
  const body = { query: search.query, filters: search.filters, frequency } as const;
  try {
    if (signedIn) {
      await createJobAlert(call, body);
      throw redirect(`${paths.jobAlerts()}?hecho=created`, { status: 303, headers: PRIVATE });
    }
    await createPublicJobAlert(call, { ...body, email: values.email, phone: values.phone });
    return data({ ...page, error: null, sentTo: values.email, values }, { headers: PRIVATE });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data(
      { ...page, error: error.message, sentTo: null, values },
      { status: error.status, headers: PRIVATE },
    );
  }
}

// A GET has empty action headers: then the loader's say how to cache the page.
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders?.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: jobAlertMessages.of(locale)('new.pageTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function NewJobAlert({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return <NewAlertForm {...page} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
