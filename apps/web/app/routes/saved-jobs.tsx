import { RouteErrorBoundary } from '../features/errors/index.ts';
import { savedJobsAction, savedJobsLoader } from '../features/saved-jobs/index.server.ts';
import { SavedJobList, savedJobsMessages } from '../features/saved-jobs/index.ts';
import { localeOf } from '../shared/locale.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import type { Route } from './+types/saved-jobs.ts';

/** `/empleos-guardados`: the candidate's saved vacancies. */
export function loader({ request, context }: Route.LoaderArgs) {
  return savedJobsLoader(request, context, localeOf(context));
}

/** Saving and unsaving a vacancy, from this page or any other (`returnTo`). */
export function action({ request, context }: Route.ActionArgs) {
  return savedJobsAction(request, context);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: savedJobsMessages.of(locale)('saved.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function SavedJobs({ loaderData }: Route.ComponentProps) {
  return <SavedJobList {...loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
