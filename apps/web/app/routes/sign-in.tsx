import { paths } from '@camello/domain';
import { data, redirect } from 'react-router';
import {
  accountHref,
  accountPageData,
  accountPageHeaders,
  emailForm,
  type Forward,
  forwardOf,
  isRefusal,
  NO_STORE,
  parseForm,
  problemOf,
  redirectIfSignedIn,
  refuseCrossSiteForm,
  refusedForm,
  resendConfirmation,
  signIn,
  signInForm,
} from '../features/accounts/index.server.ts';
import {
  AccountForm,
  AccountNotice,
  AccountPage,
  accountPageMeta,
  EmailField,
  type FormFailure,
  type FormProblem,
  fieldId,
  PasswordField,
  ResendForm,
  useFormMessages,
} from '../features/accounts/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import type { NamedRouteHandle } from '../shared/named-routes.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import { Link } from '../shared/ui/Link.tsx';
import type { Route } from './+types/sign-in.ts';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

// Links in the header keep where the visitor was going (see returnPathOfPage).
export const handle: NamedRouteHandle = { routeName: 'signIn' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const forward = forwardOf(new URL(request.url));
  await redirectIfSignedIn(request, context, forward);
  return data(
    accountPageData(context, forward, 'accounts.signIn.metaTitle', {
      action: forward.action,
      signUpHref: accountHref(paths.signUp(), forward),
      forgotHref: accountHref(paths.forgotPassword(), forward),
    }),
    { headers: NO_STORE },
  );
}

/** The intent of the form that asks for another confirmation link (an e-mail not confirmed yet). */
const RESEND = 'resend';

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  const forward = forwardOf(new URL(request.url));
  const formData = await submittedForm(request);
  if (formData.get('intent') === RESEND) return resend({ request, context }, formData, forward);
  const form = parseForm(signInForm, formData, FIELDS);
  if (!form.ok) return refusedForm(form, 400);
  const { email, password } = form.data;
  const refused = (problem: FormProblem, status?: number) =>
    refusedForm<Field>({ ok: false, values: { email }, errors: {}, problem }, status);
  try {
    await signIn({ request, context }, email, password);
  } catch (error) {
    // The same words for an unknown e-mail and a wrong password: the page never tells which.
    if (isRefusal(error, 401))
      return refused({ kind: 'message', key: 'accounts.signIn.invalidCredentials' }, 401);
    if (isRefusal(error, 403))
      return refused({ kind: 'message', key: 'accounts.signIn.emailNotVerified' }, 403);
    return refused(problemOf(error));
  }
  throw redirect(forward.path, { status: 303, headers: NO_STORE });
}

/** Asks for another confirmation link, going on to the same place; the same answer for any e-mail. */
async function resend(
  caller: Parameters<typeof resendConfirmation>[0],
  formData: FormData,
  forward: Forward,
) {
  const form = parseForm(emailForm, formData, ['email']);
  if (!form.ok) return refusedForm(form, 400);
  const { email } = form.data;
  try {
    await resendConfirmation(caller, email, forward.forwardUrl ? forward.path : undefined);
  } catch (error) {
    return refusedForm<Field>({ ok: false, values: { email }, errors: {}, problem: problemOf(error) });
  }
  return data({ resent: email }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = accountPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => accountPageMeta(loaderData);

const INTROS = {
  apply: 'accounts.signIn.applyIntro',
  save: 'accounts.signIn.saveIntro',
} as const;

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const resent = actionData && 'resent' in actionData ? actionData.resent : null;
  const failure = actionData && !('resent' in actionData) ? (actionData as FormFailure<Field>) : undefined;
  const { t, errorOf, errors, typed } = useFormMessages(failure, FIELDS);
  const action = loaderData.action;
  const intro = action === 'apply' || action === 'save' ? INTROS[action] : 'accounts.signIn.intro';
  const notVerified =
    failure?.problem?.kind === 'message' && failure.problem.key === 'accounts.signIn.emailNotVerified';
  return (
    <AccountPage
      title={t('accounts.signIn.title')}
      intro={<p>{t(intro)}</p>}
      footer={
        <p>
          {t('accounts.signIn.noAccount')}{' '}
          <Link to={loaderData.signUpHref}>{t('accounts.signIn.signUp')}</Link>
        </p>
      }
    >
      {resent ? <AccountNotice>{t('accounts.signIn.resent', { email: resent })}</AccountNotice> : null}
      {notVerified ? (
        <ResendForm
          email={typed('email')}
          intent={RESEND}
          question={t('accounts.signIn.emailNotVerifiedHelp')}
          submitLabel={t('accounts.signIn.resend')}
        />
      ) : null}
      <AccountForm
        answer={actionData}
        errors={errors}
        problem={failure?.problem}
        submitLabel={t('accounts.signIn.submit')}
      >
        <EmailField
          label={t('accounts.emailLabel')}
          autoComplete="username"
          defaultValue={typed('email') || (resent ?? '')}
          error={errorOf('email')}
        />
        <PasswordField
          id={fieldId('password')}
          name="password"
          label={t('accounts.passwordLabel')}
          autoComplete="current-password"
          required
          error={errorOf('password')}
        />
        <p>
          <Link to={loaderData.forgotHref}>{t('accounts.signIn.forgot')}</Link>
        </p>
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
