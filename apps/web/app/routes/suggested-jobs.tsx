import { RouteErrorBoundary } from '../features/errors/index.ts';
import { suggestedJobsAction, suggestedJobsLoader } from '../features/suggested-jobs/index.server.ts';
import { SuggestedJobList, suggestedJobsMessages } from '../features/suggested-jobs/index.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import type { Route } from './+types/suggested-jobs.ts';

/** `/sugeridos`: the vacancies the matcher suggests from the candidate's résumé and likes. */
export function loader({ request, context }: Route.LoaderArgs) {
  return suggestedJobsLoader(request, context);
}

/** Like, dislike or discard a suggestion. */
export function action({ request, context }: Route.ActionArgs) {
  return suggestedJobsAction(request, context);
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: suggestedJobsMessages.of(locale)('suggested.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function SuggestedJobs({ loaderData }: Route.ComponentProps) {
  return <SuggestedJobList {...loaderData} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
