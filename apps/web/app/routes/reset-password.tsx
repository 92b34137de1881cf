import { ACCOUNT_LIMITS, paths } from '@camello/domain';
import { data } from 'react-router';
import {
  accountHref,
  accountPageData,
  accountPageHeaders,
  emailForm,
  forwardOf,
  isRefusal,
  NO_STORE,
  parseForm,
  problemOf,
  refuseCrossSiteForm,
  refusedForm,
  requestPasswordReset,
  resetPassword,
  resetPasswordForm,
} from '../features/accounts/index.server.ts';
import {
  AccountForm,
  AccountOutcome,
  AccountPage,
  accountPageMeta,
  EmailField,
  type FormFailure,
  fieldId,
  PasswordField,
  useAccountMessages,
  useFormMessages,
} from '../features/accounts/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import type { NamedRouteHandle } from '../shared/named-routes.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import { Link } from '../shared/ui/Link.tsx';
import type { Route } from './+types/reset-password.ts';

const FORGOT_FIELDS = ['email'] as const;
const RESET_FIELDS = ['password', 'passwordConfirmation'] as const;
type ForgotField = (typeof FORGOT_FIELDS)[number];
type ResetField = (typeof RESET_FIELDS)[number];

// Links in the header keep where the visitor was going (see returnPathOfPage).
export const handle: NamedRouteHandle = { routeName: 'signIn' };

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? '';

/** Without a token, the page asks for the e-mail the link goes to; with one, for the new password. */
export function loader({ request, context }: Route.LoaderArgs) {
  const forward = forwardOf(new URL(request.url));
  const step = tokenOf(request) === '' ? ('forgot' as const) : ('reset' as const);
  const title = step === 'reset' ? 'accounts.reset.metaTitle' : 'accounts.forgot.metaTitle';
  return data(
    accountPageData(context, forward, title, {
      step,
      passwordMin: ACCOUNT_LIMITS.passwordMin,
      signInHref: accountHref(paths.signIn(), forward),
      forgotHref: accountHref(paths.forgotPassword(), forward),
    }),
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  const formData = await submittedForm(request);
  const token = tokenOf(request);
  if (token === '') {
    const form = parseForm(emailForm, formData, FORGOT_FIELDS);
    if (!form.ok) return refusedForm(form, 400);
    try {
      await requestPasswordReset({ request, context }, form.data.email);
    } catch (error) {
      return refusedForm<ForgotField>({
        ok: false,
        values: form.data,
        errors: {},
        problem: problemOf(error),
      });
    }
    // The same answer whether or not the e-mail has an account.
    return data({ ok: true as const, step: 'sent' as const, email: form.data.email }, { headers: NO_STORE });
  }
  const form = parseForm(resetPasswordForm, formData, RESET_FIELDS);
  if (!form.ok) return refusedForm(form, 400);
  try {
    await resetPassword({ request, context }, token, form.data.password);
  } catch (error) {
    if (isRefusal(error, 400))
      return data({ ok: true as const, step: 'invalid' as const }, { status: 400, headers: NO_STORE });
    return refusedForm<ResetField>({ ok: false, values: {}, errors: {}, problem: problemOf(error) });
  }
  return data({ ok: true as const, step: 'changed' as const }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = accountPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => accountPageMeta(loaderData);

type Links = { readonly signInHref: string; readonly forgotHref: string };

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useAccountMessages();
  if (actionData?.ok && actionData.step === 'sent')
    return (
      <AccountOutcome
        title={t('accounts.forgot.sentTitle')}
        texts={[t('accounts.forgot.sentText', { email: actionData.email })]}
        next={{ href: loaderData.signInHref, label: t('accounts.backToSignIn') }}
      />
    );
  if (actionData?.ok && actionData.step === 'changed')
    return (
      <AccountOutcome
        title={t('accounts.reset.doneTitle')}
        texts={[t('accounts.reset.doneText')]}
        next={{ href: loaderData.signInHref, label: t('accounts.confirm.signIn') }}
      />
    );
  if (actionData?.ok && actionData.step === 'invalid')
    return (
      <AccountOutcome
        title={t('accounts.reset.invalidTitle')}
        texts={[t('accounts.reset.invalidText')]}
        next={{ href: loaderData.forgotHref, label: t('accounts.reset.askAgain') }}
      />
    );
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return loaderData.step === 'forgot' ? (
    <ForgotForm failure={failure as FormFailure<ForgotField> | undefined} links={loaderData} />
  ) : (
    <NewPasswordForm
      failure={failure as FormFailure<ResetField> | undefined}
      passwordMin={loaderData.passwordMin}
    />
  );
}

function ForgotForm({ failure, links }: { failure: FormFailure<ForgotField> | undefined; links: Links }) {
  const { t, errorOf, errors, typed } = useFormMessages(failure, FORGOT_FIELDS);
  return (
    <AccountPage
      title={t('accounts.forgot.title')}
      intro={<p>{t('accounts.forgot.intro')}</p>}
      footer={
        <p>
          <Link to={links.signInHref}>{t('accounts.backToSignIn')}</Link>
        </p>
      }
    >
      <AccountForm
        answer={failure}
        errors={errors}
        problem={failure?.problem}
        submitLabel={t('accounts.forgot.submit')}
      >
        <EmailField
          label={t('accounts.emailLabel')}
          autoComplete="email"
          defaultValue={typed('email')}
          error={errorOf('email')}
        />
      </AccountForm>
    </AccountPage>
  );
}

function NewPasswordForm({
  failure,
  passwordMin,
}: {
  failure: FormFailure<ResetField> | undefined;
  passwordMin: number;
}) {
  const { t, errorOf, errors } = useFormMessages(failure, RESET_FIELDS);
  return (
    <AccountPage title={t('accounts.reset.title')} intro={<p>{t('accounts.reset.intro')}</p>}>
      <AccountForm
        answer={failure}
        errors={errors}
        problem={failure?.problem}
        submitLabel={t('accounts.reset.submit')}
      >
        <PasswordField
          id={fieldId('password')}
          name="password"
          label={t('accounts.reset.newPassword')}
          hint={t('accounts.passwordRule', { min: passwordMin })}
          autoComplete="new-password"
          required
          minLength={passwordMin}
          error={errorOf('password')}
        />
        <PasswordField
          id={fieldId('passwordConfirmation')}
          name="passwordConfirmation"
          label={t('accounts.reset.confirmPassword')}
          autoComplete="new-password"
          required
          error={errorOf('passwordConfirmation')}
        />
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
