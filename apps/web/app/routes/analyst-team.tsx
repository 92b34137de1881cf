import { analystPaths } from '@camello/domain';
import { newInvitationRequestSchema } from '@camello/domain/contracts';
import { data } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import {
  analystPageCompany,
  cancelInvitation,
  listInvitations,
  PRIVATE,
  sendInvitation,
} from '../features/analyst-area/index.server.ts';
import { type AnalystRouteHandle, analystMessages, TeamPanel } from '../features/analyst-area/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { localeOf } from '../shared/locale.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/analyst-team.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/analista/:companySlug/configuracion/analistas`: invite another analyst; the pending invitations. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { call, company } = await analystPageCompany(request, context, params.companySlug);
  return data({ company, invitations: await listInvitations(call, company.id) }, { headers: PRIVATE });
}

/** "Enviar la invitación" (a new one, or again) and cancelling one. */
export async function action({ request, context, params }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  const { call, company } = await analystPageCompany(request, context, params.companySlug);
  const t = analystMessages.of(localeOf(context));
  const form = await submittedForm(request);
  const email = String(form.get('email') ?? '').trim();
  const answer = (text: string, failed: boolean) =>
    data(
      { notice: { text, failed }, email: failed ? email : '' },
      { status: failed ? 400 : 200, headers: PRIVATE },
    );
  const intent = form.get('intent');
  if (intent === 'invite') {
    const parsed = newInvitationRequestSchema.safeParse({ email });
    if (!parsed.success) return answer(t('team.badEmail'), true);
    const sent = await sendInvitation(call, company.id, parsed.data.email);
    return sent.ok ? answer(t('team.sent', { email }), false) : answer(sent.message, true);
  }
  const invitationId = form.get('invitationId');
  if (intent === 'cancel' && typeof invitationId === 'string' && UUID.test(invitationId))
    return (await cancelInvitation(call, company.id, invitationId))
      ? answer(t('team.cancelled', { email }), false)
      : answer(t('team.alreadyGone'), true);
  throw data(null, { status: 400, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const handle: AnalystRouteHandle = {
  analystCrumb: (_data, t) => t('nav.team'),
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: analystMessages.of(locale)('team.pageTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function AnalystTeam({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <TeamPanel
      company={loaderData.company}
      invitations={loaderData.invitations}
      action={analystPaths.analystTeam(params.companySlug)}
      notice={actionData?.notice ?? null}
      email={actionData?.email ?? ''}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
