import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { authorize, lookUpFlow, validatePermission } from '../features/partner-apps/index.server.ts';
import { ConsentCard, FlowUnavailable, partnerAppMessages } from '../features/partner-apps/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { allowFormActionContext } from '../shared/load-context.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { requireUser } from '../shared/session.server.ts';
import type { Route } from './+types/partner-consent.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * `/autorizar?flowId=…`: a partner app asks the signed-in candidate for access to their account
 * (the authorization-code flow of the auth host); "Permitir" sends them back to the app with a
 * code, "Cancelar" with `error=access_denied`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const lookup = await lookUpFlow(
    userApiCallContextOf(request, context),
    new URL(request.url).searchParams.get('flowId'),
  );
  // Either answer redirects this page's form to the partner's redirect URI.
  if (lookup.state === 'ready') context.get(allowFormActionContext)([new URL(lookup.flow.cancelUri).origin]);
  return data(
    { lookup, email: user.email },
    { status: lookup.state === 'ready' ? 200 : lookup.state === 'gone' ? 404 : 403, headers: PRIVATE },
  );
}

/**
 * React Router refuses (400) an action posted from another origin, which carries no session cookie
 * anyway (SameSite=Lax): no other site can make a candidate consent.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const call = userApiCallContextOf(request, context);
  // A body that is no form (none at all, another type) is a bad request, not an answer.
  const form = await request.formData().catch(() => null);
  if (!form) throw data(null, { status: 400 });
  const lookup = await lookUpFlow(call, new URL(request.url).searchParams.get('flowId'));
  if (lookup.state !== 'ready')
    return data(
      { lookup, email: user.email },
      { status: lookup.state === 'gone' ? 404 : 403, headers: PRIVATE },
    );
  const { flow } = lookup;
  if (form.get('intent') !== 'allow') throw redirect(flow.cancelUri, { status: 303, headers: PRIVATE });
  const uri = (await validatePermission(call, flow)) ? await authorize(call, flow.flowId) : '';
  if (uri) throw redirect(uri, { status: 303, headers: PRIVATE });
  return data({ lookup: { state: 'gone' as const }, email: user.email }, { status: 404, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: partnerAppMessages.of(locale)('consent.pageTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function PartnerConsent({ loaderData, actionData }: Route.ComponentProps) {
  const { lookup, email } = actionData ?? loaderData;
  return lookup.state === 'ready' ? (
    <ConsentCard flow={lookup.flow} email={email} />
  ) : (
    <FlowUnavailable reason={lookup.state} email={email} />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
