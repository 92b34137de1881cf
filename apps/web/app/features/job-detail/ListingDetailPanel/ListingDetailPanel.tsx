import { withParams } from '../../../shared/application-params.ts';
import {
  type ListingState,
  listingHref,
  usePendingListing,
  visitParams,
  withJobSlug,
} from '../../search/index.ts';
import { DetailPanel } from '../DetailPanel/DetailPanel.tsx';
import { JobDetail } from '../JobDetail/JobDetail.tsx';
import type { OpenJobData } from '../job-detail-data.server.ts';

export type ListingDetailPanelProps = {
  /** The vacancy the panel shows: the one the URL names, else the first result. */
  selected: OpenJobData;
  /** The listing's state, which closing the panel and searching for similar vacancies keep. */
  state: ListingState;
  /** Base of the listing's links: `/empleos` or a company job site. */
  baseUrl: string;
};

/**
 * A listing's detail panel (desktop column, mobile drawer) with the vacancy in it, as `/empleos`
 * and the company job sites show it.
 */
export function ListingDetailPanel({ selected, state, baseUrl }: ListingDetailPanelProps) {
  const pending = usePendingListing();
  const linkParams = visitParams(state);
  return (
    <DetailPanel
      loading={pending.detail || pending.results}
      selected={state.jobSlug !== null || pending.detail}
      closeHref={listingHref(baseUrl, withJobSlug(state, null))}
    >
      <JobDetail
        key={selected.job.id}
        job={selected.job}
        similarJobs={selected.similarJobs}
        jobPath={withParams(selected.jobPath, linkParams)}
        jobUrl={selected.jobUrl}
        applyHref={selected.applyHref}
        detailAction={selected.detailAction}
        listingBaseUrl={selected.similarJobsBaseUrl}
        linkParams={linkParams}
        searchHref={listingHref(baseUrl, {
          ...state,
          filters: [],
          page: 1,
          jobSlug: null,
          term: selected.job.title,
        })}
        headingLevel={2}
      />
    </DetailPanel>
  );
}
