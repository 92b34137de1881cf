import { analystPaths } from '@camello/domain';
import { data, redirect } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import { acceptInvitation, PRIVATE, previewInvitation } from '../features/analyst-area/index.server.ts';
import { analystMessages, InvitationPage } from '../features/analyst-area/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { pageUrlOf } from '../shared/page-url.server.ts';
import { currentUser, refreshSession } from '../shared/session.server.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/analyst-invitation.ts';

/** The invitation of the link's token, who is signed in, and where signing in comes back to. */
async function invitationView(request: Request, context: Route.LoaderArgs['context']) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const call = userApiCallContextOf(request, context);
  const [preview, user] = await Promise.all([
    token === '' ? null : previewInvitation(call, token),
    currentUser(request, context),
  ]);
  const { pathname, search } = pageUrlOf(request);
  return {
    invitation: preview ? { ...preview, token } : null,
    signedInAs: user?.email ?? null,
    returnPath: `${pathname}${search}`,
  };
}

/**
 * `/analista/invitacion?token=…`: the link of an analyst invitation e-mail. A link that no longer
 * works (used, expired, cancelled, or no token) is a 410 page that says so, never an error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const view = await invitationView(request, context);
  return data({ ...view, problem: null }, { status: view.invitation ? 200 : 410, headers: PRIVATE });
}

/** "Unirme a …": joins the company, then renews the session (the account may have become an analyst's). */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  const token = (await submittedForm(request)).get('token');
  const call = userApiCallContextOf(request, context);
  const user = await currentUser(request, context);
  if (!user || typeof token !== 'string') throw data(null, { status: 400, headers: PRIVATE });
  const outcome = await acceptInvitation(call, token);
  if (outcome.ok) {
    await refreshSession(call);
    throw redirect(analystPaths.analystCompany(outcome.companySlug), { status: 303, headers: PRIVATE });
  }
  const view = await invitationView(request, context);
  return data(
    { ...view, invitation: outcome.gone ? null : view.invitation, problem: outcome.message },
    { status: outcome.gone ? 410 : 403, headers: PRIVATE },
  );
}

export const headers: Route.HeadersFunction = () => PRIVATE;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: analystMessages.of(locale)('invitation.pageTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function AnalystInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData ?? loaderData;
  return (
    <InvitationPage
      invitation={view.invitation}
      signedInAs={view.signedInAs}
      returnPath={view.returnPath}
      problem={view.problem}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
