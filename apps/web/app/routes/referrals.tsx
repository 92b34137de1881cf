import { paths } from '@camello/domain';
import { data } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { listReferralSites } from '../features/referrals/index.server.ts';
import { ReferralDirectory, referralMessages } from '../features/referrals/index.ts';
import { pageCacheHeaders } from '../features/seo/index.server.ts';
import { JsonLd } from '../features/seo/index.ts';
import { sitePageFrame } from '../features/site-pages/index.server.ts';
import { sitePageMeta } from '../features/site-pages/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { localeOf } from '../shared/locale.server.ts';
import type { Route } from './+types/referrals.ts';

/** `/referidos`: the companies that take referrals. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const t = referralMessages.of(localeOf(context));
  const sites = await listReferralSites(apiCallContextOf(request, context));
  const frame = sitePageFrame(context, {
    path: paths.referrals(),
    title: t('directory.title'),
    description: t('directory.description'),
  });
  return data({ ...frame, sites }, { headers: pageCacheHeaders(request, { frame, sites }) });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => sitePageMeta(loaderData, matches);

export default function Referrals({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ReferralDirectory sites={loaderData.sites} />
      <JsonLd serialized={loaderData.structuredData} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
