import { paths } from '@camello/domain';
import { data, redirect } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import {
  consentStatus,
  deleteAccount,
  withdrawDataPolicyConsent,
} from '../features/personal-data/index.server.ts';
import {
  type DeletionErrors,
  PersonalDataPage,
  personalDataMessages,
} from '../features/personal-data/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { localeOf } from '../shared/locale.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { requireUser } from '../shared/session.server.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/personal-data.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** `/mi-cuenta/datos`: the candidate's rights over their data (Ley 1581 de 2012). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (user.role !== 'candidate') throw redirect(paths.analystArea());
  const status = await consentStatus(userApiCallContextOf(request, context));
  const policy = status.inForce.find((text) => text.kind === 'data_policy');
  return data({ acceptedPolicyVersion: policy?.accepted ? policy.version : null }, { headers: PRIVATE });
}

type ActionResult = { consentWithdrawn?: boolean; deletionErrors?: DeletionErrors };

/** Revoking the data policy's authorization, or deleting the account (password and a check again). */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  await requireUser(request, context);
  const form = await submittedForm(request);
  const call = userApiCallContextOf(request, context);
  const t = personalDataMessages.of(localeOf(context));
  const intent = form.get('intent');
  if (intent === 'withdrawConsent') {
    await withdrawDataPolicyConsent(call);
    return data<ActionResult>({ consentWithdrawn: true }, { headers: PRIVATE });
  }
  if (intent !== 'deleteAccount') throw data(null, { status: 400, headers: PRIVATE });
  const password = form.get('password');
  const errors: DeletionErrors = {
    ...(typeof password === 'string' && password !== '' ? {} : { password: t('delete.passwordRequired') }),
    ...(form.get('understand') === 'yes' ? {} : { understand: t('delete.understandRequired') }),
  };
  if (Object.keys(errors).length > 0 || typeof password !== 'string')
    return data<ActionResult>({ deletionErrors: errors }, { status: 400, headers: PRIVATE });
  try {
    await deleteAccount(call, password);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) {
      return data<ActionResult>(
        { deletionErrors: { form: t('delete.failed') } },
        { status: 503, headers: PRIVATE },
      );
    }
    const headers = new Headers(PRIVATE);
    if (error.retryAfterSeconds) headers.set('Retry-After', String(error.retryAfterSeconds));
    const field = error.status === 400 ? 'password' : 'form';
    return data<ActionResult>(
      { deletionErrors: { [field]: error.message } },
      { status: error.status, headers },
    );
  }
  throw redirect(paths.accountDeleted(), { status: 303, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get('Retry-After');
  if (retryAfter) headers.set('Retry-After', retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: personalDataMessages.of(locale)('page.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PersonalDataPage
      acceptedPolicyVersion={loaderData.acceptedPolicyVersion}
      consentWithdrawn={actionData?.consentWithdrawn === true}
      deletionErrors={actionData?.deletionErrors ?? null}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
