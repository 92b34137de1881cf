import { formatInstant, paths } from '@camello/domain';
import { data, redirect } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { listPartnerGrants, revokePartnerGrant } from '../features/partner-apps/index.server.ts';
import { PartnerGrantList, partnerAppMessages } from '../features/partner-apps/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { localeOf } from '../shared/locale.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { requireUser } from '../shared/session.server.ts';
import type { Route } from './+types/partner-grants.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/aplicaciones-conectadas`: the partner apps that can act for the candidate, and taking access away. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  // Only candidates give partner apps access.
  if (user.role !== 'candidate') return data({ grants: [] }, { headers: PRIVATE });
  const grants = await listPartnerGrants(userApiCallContextOf(request, context));
  return data(
    { grants: grants.map((grant) => ({ ...grant, since: formatInstant(grant.since, localeOf(context)) })) },
    { headers: PRIVATE },
  );
}

/** "Quitar acceso": ends the app's sessions, then shows the list again (post, redirect, get). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireUser(request, context);
  const form = await request.formData().catch(() => null);
  const clientId = form?.get('clientId');
  if (typeof clientId !== 'string' || !UUID.test(clientId)) throw data(null, { status: 400 });
  await revokePartnerGrant(userApiCallContextOf(request, context), clientId);
  throw redirect(paths.partnerGrants(), { status: 303, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: partnerAppMessages.of(locale)('grants.pageTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function PartnerGrants({ loaderData }: Route.ComponentProps) {
  return <PartnerGrantList grants={loaderData.grants} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
