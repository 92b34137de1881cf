import { paths } from '@camello/domain';
import { data, redirect } from 'react-router';
import { NO_STORE, refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { referralPageData, submitReferral } from '../features/referrals/index.server.ts';
import { ReferralPage, referralMessages } from '../features/referrals/index.ts';
import { pageCacheHeaders } from '../features/seo/index.server.ts';
import { JsonLd } from '../features/seo/index.ts';
import { sitePageFrame } from '../features/site-pages/index.server.ts';
import { sitePageMeta } from '../features/site-pages/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { localeOf } from '../shared/locale.server.ts';
import type { Route } from './+types/referral-company.ts';

const notFound = () => data(null, { status: 404, statusText: 'Not Found' });

/** `/referidos/{companySlug}`: a company's referral page and form; 404 when it has none. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const page = await referralPageData(apiCallContextOf(request, context), params.companySlug);
  if (!page) throw notFound();
  const t = referralMessages.of(localeOf(context));
  const frame = sitePageFrame(context, {
    path: paths.referralCompany(page.settings.companySlug),
    title: page.settings.title,
    description: t('page.description', { company: page.settings.companyName }),
  });
  const sent = new URL(request.url).searchParams.get('enviado') === '1';
  return data(
    { ...frame, ...page, sent },
    { headers: sent ? NO_STORE : pageCacheHeaders(request, { frame, page }) },
  );
}

/** The referral form's post: the thanks on success (post, redirect, get), else the form again. */
export async function action({ request, params, context }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  const outcome = await submitReferral(request, context, params.companySlug);
  if (!outcome) throw data(null, { status: 400, statusText: 'Bad Request' });
  if (outcome.sent) throw redirect(paths.referralCompany(params.companySlug, true), { status: 303 });
  return data(outcome.state, { status: 400, headers: NO_STORE });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...sitePageMeta(loaderData, matches),
  ...(loaderData?.sent ? [{ name: 'robots', content: 'noindex' }] : []),
];

export default function ReferralCompany({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ReferralPage
        settings={loaderData.settings}
        vacancies={loaderData.vacancies}
        documentTypes={loaderData.documentTypes}
        countries={loaderData.countries}
        sent={loaderData.sent}
        state={actionData ?? null}
      />
      <JsonLd serialized={loaderData.structuredData} />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
