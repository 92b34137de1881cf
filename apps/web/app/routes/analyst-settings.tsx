import { analystPaths } from '@camello/domain';
import { data, redirect } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import {
  getSettings,
  linkedCompanyBySlug,
  readSettingsForm,
  saveSettings,
  submittedLogo,
} from '../features/analyst-area/index.server.ts';
import { type AnalystRouteHandle, SettingsForm } from '../features/analyst-area/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { requireUser } from '../shared/session.server.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/analyst-settings.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const SECTIONS = ['sitio-de-empleo', 'referidos', 'datos-personales'] as const;

/** `/analista/:companySlug/configuracion[/:section]`: the company's settings, one form. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireUser(request, context);
  if (params.section !== undefined && !SECTIONS.some((each) => each === params.section))
    throw data(null, { status: 404, headers: PRIVATE });
  const call = userApiCallContextOf(request, context);
  const company = await linkedCompanyBySlug(call, params.companySlug);
  const settings = await getSettings(call, company.id);
  return data(
    { settings, saved: new URL(request.url).searchParams.get('aviso') === 'guardada' },
    { headers: PRIVATE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  await requireUser(request, context);
  const call = userApiCallContextOf(request, context);
  const company = await linkedCompanyBySlug(call, params.companySlug);
  const form = await submittedForm(request);
  const logo = await submittedLogo(call, company.id, form);
  if (!logo.ok) return data({ problem: logo.message }, { status: 400, headers: PRIVATE });
  const outcome = await saveSettings(call, company.id, readSettingsForm(form, logo.logoUrl));
  if (!outcome.ok) return data({ problem: outcome.message }, { status: 400, headers: PRIVATE });
  const section = SECTIONS.find((each) => each === params.section);
  throw redirect(`${analystPaths.analystSettings(company.slug, section)}?aviso=guardada`, {
    status: 303,
    headers: PRIVATE,
  });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const handle: AnalystRouteHandle = {
  analystCrumb: (_data, t) => t('nav.settings'),
};

export default function AnalystSettings({ loaderData, actionData, params }: Route.ComponentProps) {
  const section = SECTIONS.find((each) => each === params.section);
  return (
    <SettingsForm
      action={analystPaths.analystSettings(params.companySlug, section)}
      settings={loaderData.settings}
      problem={actionData?.problem ?? null}
      saved={loaderData.saved && !actionData}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
