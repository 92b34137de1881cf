import { applyPageAction, applyPageLoader } from '../features/apply/index.server.ts';
import { ApplyFlow, applyMessages } from '../features/apply/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import type { Route } from './+types/apply.ts';

/** `/empleos/postular/{jobSlug}`: applying to a vacancy, a step at a time (signed in). */
export function loader({ request, context, params }: Route.LoaderArgs) {
  return applyPageLoader(request, context, params.jobSlug);
}

/** Accepting the terms and sending the application. */
export function action({ request, context, params }: Route.ActionArgs) {
  return applyPageAction(request, context, params.jobSlug);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const { t, locale } = metaTranslator(matches);
  const messages = applyMessages.of(locale);
  const title = loaderData?.job
    ? messages('apply.pageTitle', { title: loaderData.job.title })
    : messages('apply.heading');
  return [{ title: t('site.pageTitle', { title }) }, { name: 'robots', content: 'noindex' }];
};

export default function Apply({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplyFlow {...loaderData} actionData={actionData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
