import { data } from 'react-router';
import { analystPageCompany, listReferrals, PRIVATE } from '../features/analyst-area/index.server.ts';
import { type AnalystRouteHandle, analystMessages, ReferralList } from '../features/analyst-area/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import type { Route } from './+types/analyst-referrals.ts';

/** `/analista/:companySlug/referidos`: the referrals the company received through its referral page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { call, company } = await analystPageCompany(request, context, params.companySlug);
  return data({ company, referrals: await listReferrals(call, company.id) }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const handle: AnalystRouteHandle = {
  analystCrumb: (_data, t) => t('nav.receivedReferrals'),
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: analystMessages.of(locale)('referrals.pageTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function AnalystReferrals({ loaderData }: Route.ComponentProps) {
  return <ReferralList company={loaderData.company} referrals={loaderData.referrals} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
