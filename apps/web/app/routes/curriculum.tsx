import { paths } from '@camello/domain';
import { data, redirect } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import { curriculumPageData, submitCurriculumForm } from '../features/curriculum/index.server.ts';
import { CurriculumPage, curriculumMessages } from '../features/curriculum/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { requireUser } from '../shared/session.server.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/curriculum.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** `/hoja-de-vida`: the candidate's résumé; a visitor signs in first and comes back here. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  if (user.role !== 'candidate') throw redirect(paths.analystArea());
  const page = await curriculumPageData(
    userApiCallContextOf(request, context),
    new URL(request.url),
    new Date(),
  );
  return data(page, { headers: PRIVATE });
}

/** Every form of the page: saved, the page again at its section; refused, the messages under each field. */
export async function action({ request, context }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  await requireUser(request, context);
  const result = await submitCurriculumForm(
    userApiCallContextOf(request, context),
    await submittedForm(request),
    new URL(request.url),
  );
  if ('redirectTo' in result) throw redirect(result.redirectTo, { status: 303, headers: PRIVATE });
  return data({ failure: result.failure }, { status: result.status, headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: curriculumMessages.of(locale)('page.title') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function Curriculum({ loaderData, actionData }: Route.ComponentProps) {
  return <CurriculumPage {...loaderData} failure={actionData?.failure ?? null} />;
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
