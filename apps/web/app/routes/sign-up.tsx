import { ACCOUNT_LIMITS, paths } from '@camello/domain';
import { browserCalls } from '@camello/domain/contracts/browser';
import { useState } from 'react';
import { data } from 'react-router';
import {
  accountHref,
  accountMessage,
  accountPageData,
  accountPageHeaders,
  echoedValues,
  forwardOf,
  isRefusal,
  NO_STORE,
  parseForm,
  problemOf,
  redirectIfSignedIn,
  refuseCrossSiteForm,
  refusedForm,
  register,
  signUpForm,
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
  useFormMessages,
} from '../features/accounts/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { browserCall } from '../shared/api/browser-api.ts';
import type { NamedRouteHandle } from '../shared/named-routes.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import { CheckboxField, TextField } from '../shared/ui/fields.tsx';
import { Link } from '../shared/ui/Link.tsx';
import type { Route } from './+types/sign-up.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'acceptTerms', 'acceptDataPolicy'] as const;
type Field = (typeof FIELDS)[number];

// Links in the header keep where the visitor was going (see returnPathOfPage).
export const handle: NamedRouteHandle = { routeName: 'signIn' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const forward = forwardOf(new URL(request.url));
  await redirectIfSignedIn(request, context, forward);
  return data(
    accountPageData(context, forward, 'accounts.signUp.metaTitle', {
      passwordMin: ACCOUNT_LIMITS.passwordMin,
      signInHref: accountHref(paths.signIn(), forward),
      forgotHref: accountHref(paths.forgotPassword(), forward),
    }),
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  const forward = forwardOf(new URL(request.url));
  const form = parseForm(signUpForm, await submittedForm(request), FIELDS);
  if (!form.ok) return refusedForm(form, 400);
  const { firstName, lastName, email, password } = form.data;
  try {
    await register(
      { request, context },
      {
        firstName,
        lastName,
        email,
        password,
        acceptTerms: true,
        acceptDataPolicy: true,
        // The confirmation link brings the person back to where they were going.
        ...(forward.forwardUrl && { forwardUrl: forward.path }),
      },
    );
  } catch (error) {
    const values = echoedValues({ ...form.data, password: '' });
    if (isRefusal(error, 409))
      return refusedForm<Field>(
        { ok: false, values, errors: { email: accountMessage('accounts.error.emailTaken') } },
        409,
      );
    return refusedForm<Field>({ ok: false, values, errors: {}, problem: problemOf(error) });
  }
  return data({ ok: true as const, email }, { headers: NO_STORE });
}

export const headers: Route.HeadersFunction = accountPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => accountPageMeta(loaderData);

/** Asks the API whether an e-mail is free; any failure leaves the form as it is (spec §8: false). */
async function emailIsTaken(email: string): Promise<boolean> {
  const response = await browserCall(browserCalls.profile.verifyEmail, { body: { email } }).catch(() => null);
  return response?.ok === true && (await response.json().catch(() => null)) === false;
}

export default function SignUp({ loaderData, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? (actionData as FormFailure<Field>) : undefined;
  const { t, errorOf, errors, typed } = useFormMessages(failure, FIELDS);
  // With JavaScript, an e-mail that already has an account is said as soon as the field is left.
  const [takenEmail, setTakenEmail] = useState<string | null>(null);
  if (actionData?.ok) {
    return (
      <AccountOutcome
        title={t('accounts.signUp.sentTitle')}
        texts={[t('accounts.signUp.sentText', { email: actionData.email }), t('accounts.signUp.sentHint')]}
      />
    );
  }
  const emailError = errorOf('email') ?? (takenEmail !== null ? t('accounts.error.emailTaken') : undefined);
  const emailTaken = failure?.errors.email?.key === 'accounts.error.emailTaken' || takenEmail !== null;
  return (
    <AccountPage
      title={t('accounts.signUp.title')}
      intro={<p>{t('accounts.signUp.intro')}</p>}
      footer={
        <p>
          {t('accounts.signUp.haveAccount')}{' '}
          <Link to={loaderData.signInHref}>{t('accounts.signUp.signIn')}</Link>
        </p>
      }
    >
      <AccountForm
        answer={actionData}
        errors={errors}
        problem={failure?.problem}
        submitLabel={t('accounts.signUp.submit')}
      >
        <TextField
          id={fieldId('firstName')}
          name="firstName"
          label={t('accounts.signUp.firstName')}
          autoComplete="given-name"
          required
          defaultValue={typed('firstName')}
          error={errorOf('firstName')}
        />
        <TextField
          id={fieldId('lastName')}
          name="lastName"
          label={t('accounts.signUp.lastName')}
          autoComplete="family-name"
          required
          defaultValue={typed('lastName')}
          error={errorOf('lastName')}
        />
        <EmailField
          label={t('accounts.emailLabel')}
          autoComplete="email"
          defaultValue={typed('email')}
          error={emailError}
          errorActions={
            emailTaken ? (
              <>
                <Link to={loaderData.signInHref}>{t('accounts.emailTaken.signIn')}</Link>
                <Link to={loaderData.forgotHref}>{t('accounts.emailTaken.reset')}</Link>
              </>
            ) : null
          }
          onChange={() => setTakenEmail(null)}
          onBlur={(event) => {
            const email = event.currentTarget.value.trim();
            if (!event.currentTarget.checkValidity() || email === '') return;
            void emailIsTaken(email).then((taken) => setTakenEmail(taken ? email : null));
          }}
        />
        <PasswordField
          id={fieldId('password')}
          name="password"
          label={t('accounts.passwordLabel')}
          hint={t('accounts.passwordRule', { min: loaderData.passwordMin })}
          autoComplete="new-password"
          required
          minLength={loaderData.passwordMin}
          error={errorOf('password')}
        />
        <CheckboxField
          id={fieldId('acceptTerms')}
          name="acceptTerms"
          required
          label={t('accounts.signUp.acceptTerms')}
          defaultChecked={typed('acceptTerms') !== ''}
          error={errorOf('acceptTerms')}
        >
          <a href={paths.terms()} target="_blank" rel="noopener">
            {t('accounts.signUp.readTerms')} <span className="visually-hidden">{t('accounts.newTab')}</span>
          </a>
        </CheckboxField>
        <CheckboxField
          id={fieldId('acceptDataPolicy')}
          name="acceptDataPolicy"
          required
          label={t('accounts.signUp.acceptDataPolicy')}
          defaultChecked={typed('acceptDataPolicy') !== ''}
          error={errorOf('acceptDataPolicy')}
        >
          <a href={paths.dataPolicy()} target="_blank" rel="noopener">
            {t('accounts.signUp.readDataPolicy')}{' '}
            <span className="visually-hidden">{t('accounts.newTab')}</span>
          </a>
        </CheckboxField>
      </AccountForm>
    </AccountPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
