import { paths } from '@camello/domain';
import { data, redirect } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { RegionPage, regionMessages } from '../features/region/index.lazy.ts';
import { chosenRegion, safeReturnPath } from '../features/region/index.server.ts';
import { sitePageFrame } from '../features/site-pages/index.server.ts';
import { sitePageMeta } from '../features/site-pages/index.ts';
import { localeOf } from '../shared/locale.server.ts';
import type { Route } from './+types/region.ts';

/** `/region`: the region and language choice without JavaScript (the header and footer link here). */
export function loader({ request, context }: Route.LoaderArgs) {
  const t = regionMessages.of(localeOf(context));
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get('volver'));
  const frame = sitePageFrame(context, {
    path: paths.region(),
    title: t('title'),
    description: t('pageDescription'),
  });
  return data({ ...frame, returnTo }, { headers: { 'Cache-Control': 'private, no-store' } });
}

/** Remembers the chosen region (a cookie for a year) and goes back to the page the visitor was on. */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  const form = await request.formData().catch(() => null);
  const chosen = await chosenRegion(form);
  if (!chosen) throw data(null, { status: 400, statusText: 'Bad Request' });
  throw redirect(safeReturnPath(form?.get('volver')), {
    status: 303,
    headers: { 'Set-Cookie': chosen.setCookie, 'Cache-Control': 'private, no-store' },
  });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...sitePageMeta(loaderData, matches),
  { name: 'robots', content: 'noindex' },
];

export default function Region({ loaderData }: Route.ComponentProps) {
  return <RegionPage returnTo={loaderData.returnTo} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
