import { paths } from '@camello/domain';
import { data } from 'react-router';
import {
  accountHref,
  accountPageData,
  accountPageHeaders,
  confirmEmail,
  forwardOf,
  isRefusal,
  NO_STORE,
  problemOf,
  refuseCrossSiteForm,
} from '../features/accounts/index.server.ts';
import {
  AccountForm,
  AccountOutcome,
  AccountPage,
  accountPageMeta,
  useAccountMessages,
} from '../features/accounts/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import type { NamedRouteHandle } from '../shared/named-routes.ts';
import type { Route } from './+types/confirm-email.ts';

// Links in the header keep where the visitor was going (see returnPathOfPage).
export const handle: NamedRouteHandle = { routeName: 'signIn' };

/**
 * Opening the link changes nothing: mail scanners fetch links before people do, and would spend
 * the single-use token. The person confirms with the button, which posts.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const forward = forwardOf(url);
  return data(
    accountPageData(context, forward, 'accounts.confirm.metaTitle', {
      hasToken: (url.searchParams.get('token') ?? '') !== '',
      signInHref: accountHref(paths.signIn(), forward),
    }),
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    await confirmEmail({ request, context }, token);
    return data({ outcome: 'confirmed' as const }, { headers: NO_STORE });
  } catch (error) {
    if (isRefusal(error, 400))
      return data({ outcome: 'invalid' as const }, { status: 400, headers: NO_STORE });
    return data(
      { outcome: 'failed' as const, problem: problemOf(error) },
      { status: 503, headers: NO_STORE },
    );
  }
}

export const headers: Route.HeadersFunction = accountPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => accountPageMeta(loaderData);

export default function ConfirmEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAccountMessages();
  const signIn = { href: loaderData.signInHref, label: t('accounts.confirm.signIn') };
  if (actionData?.outcome === 'confirmed')
    return (
      <AccountOutcome
        title={t('accounts.confirm.doneTitle')}
        texts={[t('accounts.confirm.doneText')]}
        next={signIn}
      />
    );
  if (actionData?.outcome === 'invalid' || !loaderData.hasToken)
    return (
      <AccountOutcome
        title={t('accounts.confirm.invalidTitle')}
        texts={[t('accounts.confirm.invalidText')]}
        next={signIn}
      />
    );
  return (
    <AccountPage title={t('accounts.confirm.title')} intro={<p>{t('accounts.confirm.intro')}</p>}>
      <AccountForm
        answer={actionData}
        errors={[]}
        problem={actionData?.outcome === 'failed' ? actionData.problem : undefined}
        submitLabel={t('accounts.confirm.submit')}
      >
        {null}
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
