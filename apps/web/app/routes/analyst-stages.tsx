import { MIDDLE_STAGES, STAGE_LABEL_MAX_LENGTH } from '@camello/domain';
import { data } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import { analystPageCompany, PRIVATE } from '../features/analyst-area/index.server.ts';
import type { AnalystRouteHandle } from '../features/analyst-area/index.ts';
import { readStages, saveStages } from '../features/applicants/index.server.ts';
import { applicantMessages, StageSettings, type StageSettingsNotice } from '../features/applicants/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { localeOf } from '../shared/locale.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/analyst-stages.ts';

/** `/analista/:companySlug/configuracion/etapas`: the company's names and order of its stages. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { call, company } = await analystPageCompany(request, context, params.companySlug);
  const { stages } = await readStages(call, company.id);
  return data(
    { stages, crumb: applicantMessages.of(localeOf(context))('stages.crumb') },
    { headers: PRIVATE },
  );
}

/** "Guardar etapas": the new names and order; positions must differ. */
export async function action({ request, context, params }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  const { call, company } = await analystPageCompany(request, context, params.companySlug);
  const t = applicantMessages.of(localeOf(context));
  const form = await submittedForm(request);
  const answer = (notice: StageSettingsNotice, status = 200) =>
    data({ notice }, { status, headers: PRIVATE });
  const middle = MIDDLE_STAGES.map((status) => ({
    status,
    label: String(form.get(`label-${status}`) ?? '').trim(),
    position: Number(form.get(`position-${status}`)),
  }));
  if (middle.some((stage) => stage.label.length > STAGE_LABEL_MAX_LENGTH))
    return answer({ error: t('stages.labelTooLong', { max: STAGE_LABEL_MAX_LENGTH }) }, 400);
  if (
    new Set(middle.map((stage) => stage.position)).size !== middle.length ||
    middle.some((stage) => !(stage.position >= 1 && stage.position <= 3))
  )
    return answer({ error: t('stages.positionsRepeat') }, 400);
  await saveStages(call, company.id, {
    middle: [...middle]
      .sort((a, b) => a.position - b.position)
      .map(({ status, label }) => (label === '' ? { status } : { status, label })),
  });
  return answer({ saved: true });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const handle: AnalystRouteHandle = {
  analystCrumb: (loaderData) => (loaderData as { crumb?: string } | undefined)?.crumb ?? '',
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: applicantMessages.of(locale)('stages.pageTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function AnalystStages({ loaderData, actionData }: Route.ComponentProps) {
  return <StageSettings stages={loaderData.stages} notice={actionData?.notice ?? null} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
