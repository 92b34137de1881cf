import { forwardPathOf, paths } from '@camello/domain';
import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { exchangeChallenge } from '../features/partner-apps/index.server.ts';
import { HandOverFailed, partnerAppMessages } from '../features/partner-apps/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { signInHref } from '../shared/named-routes.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import type { Route } from './+types/partner-hand-over.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * `/continuar-sesion?challenge=…&forwardUrl=…`: a partner app hands a candidate's browser over to
 * Camello. The one-time challenge it minted with their bearer token becomes a session of the
 * site's own (cookies), and the visitor goes on to `forwardUrl` (a site path, base64), by default
 * the jobs list; a spent or expired challenge offers the sign-in page instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const forwardPath = forwardPathOf(url.searchParams.get('forwardUrl'));
  const call = userApiCallContextOf(request, context);
  if (await exchangeChallenge(call, url.searchParams.get('challenge')))
    throw redirect(forwardPath, { status: 303, headers: PRIVATE });
  return data({ signInHref: signInHref(paths.signIn(), forwardPath) }, { status: 401, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: partnerAppMessages.of(locale)('handOver.pageTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function PartnerHandOver({ loaderData }: Route.ComponentProps) {
  return <HandOverFailed signInHref={loaderData.signInHref} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
