import { data } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { confirmJobAlert, unsubscribeJobAlert } from '../features/job-alerts/index.server.ts';
import { AlertLinkPage, jobAlertMessages } from '../features/job-alerts/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import type { Route } from './+types/job-alert-link.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

type Kind = 'confirm' | 'unsubscribe';

function linkOf(request: Request): { kind: Kind; token: string | null } {
  const url = new URL(request.url);
  const token = url.searchParams.get('token');
  return {
    // A client-side form post asks for the route's data at `…/confirmar.data`.
    kind: url.pathname.replace(/\.data$/, '').endsWith('/confirmar') ? 'confirm' : 'unsubscribe',
    token: token && TOKEN.test(token) ? token : null,
  };
}

/**
 * `/alertas-de-empleo/confirmar?token=…` and `/alertas-de-empleo/cancelar?token=…`: the links of
 * alert e-mails. The page asks; its form confirms or unsubscribes, with no sign-in.
 */
export function loader({ request }: Route.LoaderArgs) {
  return data({ ...linkOf(request), done: null, invalid: false }, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { kind, token } = linkOf(request);
  if (!token) return data({ kind, token, done: null, invalid: true }, { status: 400, headers: PRIVATE });
  const call = userApiCallContextOf(request, context);
  try {
    const title =
      kind === 'confirm' ? await confirmJobAlert(call, token) : await unsubscribeJobAlert(call, token);
    return data({ kind, token, done: title, invalid: false }, { headers: PRIVATE });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return data({ kind, token, done: null, invalid: true }, { status: 400, headers: PRIVATE });
  }
}

// A GET has empty action headers: then the loader's say how to cache the page.
export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders?.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { t, locale } = metaTranslator(matches);
  const key = loaderData?.kind === 'confirm' ? 'link.confirmTitle' : 'link.unsubscribeTitle';
  return [
    { title: t('site.pageTitle', { title: jobAlertMessages.of(locale)(key) }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function JobAlertLink({ loaderData, actionData }: Route.ComponentProps) {
  return <AlertLinkPage {...(actionData ?? loaderData)} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
