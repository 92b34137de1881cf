import { analystPaths } from '@camello/domain';
import { newCompanyRequestSchema } from '@camello/domain/contracts';
import { data, Outlet, redirect, useMatches, useRouteLoaderData } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import { createCompany, listLinkedCompanies, unlinkCompany } from '../features/analyst-area/index.server.ts';
import {
  AnalystHeader,
  type AnalystRouteHandle,
  AnalystShell,
  analystCrumbsOf,
  analystMessages,
} from '../features/analyst-area/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import type { LayoutHandle } from '../features/layout/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { requireUser } from '../shared/session.server.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/analyst-area.ts';
import type { loader as companyLoader } from './analyst-company.tsx';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * `/analista`, the layout of the analyst area: signed-in analysts only (a visitor signs in and comes
 * back, a candidate gets 403), with the companies they work for, for the brands switcher.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (user.role !== 'analyst') throw data(null, { status: 403, headers: PRIVATE });
  const companies = await listLinkedCompanies(userApiCallContextOf(request, context));
  return data({ user, companies }, { headers: PRIVATE });
}

/** The forms about the analyst's companies: "Invitar una empresa" and leaving one. */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  const user = await requireUser(request, context);
  if (user.role !== 'analyst') throw data(null, { status: 403, headers: PRIVATE });
  const call = userApiCallContextOf(request, context);
  const form = await submittedForm(request);
  const t = analystMessages.of(call.locale);
  const intent = form.get('intent');
  if (intent === 'createCompany') {
    const parsed = newCompanyRequestSchema.safeParse({ name: form.get('name') });
    if (!parsed.success)
      return data({ notice: t('companies.nameRequired'), failed: true }, { status: 400, headers: PRIVATE });
    const company = await createCompany(call, parsed.data.name);
    throw redirect(analystPaths.analystCompany(company.slug), { status: 303, headers: PRIVATE });
  }
  const companyId = form.get('companyId');
  if (intent === 'unlink' && typeof companyId === 'string' && UUID.test(companyId)) {
    const company = (await listLinkedCompanies(call)).find((each) => each.id === companyId);
    try {
      await unlinkCompany(call, companyId);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404)
        throw data(null, { status: 404, headers: PRIVATE });
      throw error;
    }
    return data(
      { notice: t('companies.unlinked', { company: company?.name ?? '' }), failed: false },
      { headers: PRIVATE },
    );
  }
  throw data(null, { status: 400, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: analystMessages.of(locale)('area.pageTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

/** The analyst header, rendered on the server from this layout's loader (these pages are private). */
function AnalystPageHeader() {
  const area = useRouteLoaderData<typeof loader>('routes/analyst-area');
  const company = useRouteLoaderData<typeof companyLoader>('routes/analyst-company');
  return area ? (
    <AnalystHeader user={area.user} companies={area.companies} current={company?.company ?? null} />
  ) : null;
}

export const handle: LayoutHandle & AnalystRouteHandle = {
  header: AnalystPageHeader,
  analystCrumb: (_data, t) => t('crumbs.home'),
};

export default function AnalystArea({ actionData }: Route.ComponentProps) {
  const t = analystMessages.useMessages();
  const company = useRouteLoaderData<typeof companyLoader>('routes/analyst-company');
  const crumbs = analystCrumbsOf(useMatches(), t);
  return (
    <AnalystShell company={company?.company ?? null} crumbs={crumbs} notice={actionData ?? null}>
      <Outlet />
    </AnalystShell>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
