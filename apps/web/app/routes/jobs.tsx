import { data } from 'react-router';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { EmptyResults, JobList, Pagination, ResultsSummary, SearchBar } from '../features/search/index.ts';
import { listingParams } from '../features/search/listing-params.server.ts';
import { useI18n } from '../i18n/index.ts';
import { apiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { throwAsRouteError } from '../shared/api/route-error.server.ts';
import { searchJobs } from '../shared/api/search-jobs.server.ts';
import { publicUrl } from '../shared/load-context.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { paths } from '../shared/paths.ts';
import type { Route } from './+types/jobs.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const params = listingParams(url.searchParams);
  const result = await searchJobs(apiCallContextOf(request, context), params).catch(throwAsRouteError);
  // A page past the last one does not exist; page 1 of an empty search is the empty-results view.
  if (result.rows.length === 0 && params.page > 1) throw data(null, { status: 404, statusText: 'Not Found' });
  return {
    ...params,
    rows: result.rows,
    totalRows: result.totalRows,
    totalHits: result.totalHits,
    canonicalUrl: publicUrl(context, request, paths.jobs({ q: params.term, page: params.page })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { t } = metaTranslator(matches);
  const { term, page } = loaderData;
  const heading = term ? t('jobs.metaTitleWithTerm', { term }) : t('jobs.metaTitle');
  const title = page > 1 ? t('jobs.metaTitlePage', { title: heading, page }) : heading;
  return [
    { title: t('site.pageTitle', { title }) },
    {
      name: 'description',
      content: term ? t('jobs.metaDescriptionWithTerm', { term }) : t('jobs.metaDescription'),
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ];
};

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { term, page, pageSize, rows, totalRows, totalHits } = loaderData;
  return (
    <>
      <SearchBar action={paths.jobs()} term={term} />
      <ResultsSummary term={term} totalHits={totalHits} />
      {rows.length === 0 ? <EmptyResults term={term} /> : <JobList jobs={rows} label={t('jobs.results')} />}
      <Pagination
        page={page}
        pageSize={pageSize}
        totalRows={totalRows}
        hrefForPage={(target) => paths.jobs({ q: term, page: target })}
      />
    </>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
