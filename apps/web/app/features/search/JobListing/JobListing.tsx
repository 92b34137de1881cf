import { paths, queryString, SIDE_LIST_CARDS } from '@camello/domain';
import type { ReactNode } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { searchFilterOptions } from '../../../shared/api/filter-options.ts';
import { FilterColumn, type FilterGroup, filterGroups, RESULTS_ID } from '../../filters/index.ts';
import { EmptyResults } from '../EmptyResults/EmptyResults.tsx';
import { FrequentSearches } from '../FrequentSearches/FrequentSearches.tsx';
import { JobList } from '../JobList/JobList.tsx';
import { LoadingCards } from '../LoadingCards/LoadingCards.tsx';
import { stateAfterToggle } from '../listing/filter-hrefs.ts';
import type { ListingData } from '../listing/listing-data.server.ts';
import {
  listingHref,
  newSearch,
  visitParams,
  withJobSlug,
  withOrder,
  withoutFilters,
  withPage,
} from '../listing/listing-state.ts';
import { usePendingListing } from '../listing/use-pending-listing.ts';
import { useSeenJobs } from '../listing/use-seen-jobs.ts';
import { Pagination } from '../Pagination/Pagination.tsx';
import { SignUpCallToAction } from '../SignUpCallToAction/SignUpCallToAction.tsx';
import { SortBar } from '../SortBar/SortBar.tsx';
import styles from './JobListing.module.css';

export type JobListingProps = {
  data: ListingData;
  /** Base of every listing link: `/empleos`, a landing path or a company job site. */
  baseUrl: string;
  /** The page's h1. */
  mainTitle: string;
  /**
   * Fields the page fixes (a landing's occupation): their filter cards are not shown, so they
   * cannot be taken off.
   */
  fixedFields?: readonly string[];
  /** The side list of a landing: 12 cards on desktop and 15 on mobile, no filters nor pagination. */
  sideList?: boolean;
  /** Show the filter column even when the search found nothing. */
  alwaysShowFilters?: boolean;
  signUpCallToAction?: boolean;
  /** A paragraph of the page's own, under the results. */
  customParagraph?: ReactNode;
  /** The detail panel of the selected vacancy (third column, or drawer on small screens). */
  detailPanel?: ReactNode;
};

const FREQUENT_SEARCH_FIELD = 'occupation';

/** The three-column listing: filters, results and the detail of the selected vacancy. */
export function JobListing({
  data,
  baseUrl,
  mainTitle,
  fixedFields = [],
  sideList = false,
  alwaysShowFilters = false,
  signUpCallToAction = false,
  customParagraph,
  detailPanel,
}: JobListingProps) {
  const { t } = useI18n();
  const { state, rows } = data;
  const pending = usePendingListing();
  const seen = useSeenJobs(state.jobSlug);
  const selectedSlug = data.selectedJobSlug;
  const href = (next: typeof state) => listingHref(baseUrl, next);

  const cards = sideList ? rows.slice(0, SIDE_LIST_CARDS.mobile) : rows;
  const results = pending.results ? (
    <LoadingCards />
  ) : rows.length === 0 ? (
    <EmptyResults
      term={state.term}
      allJobsHref={baseUrl}
      suggestions={data.suggestions.map((option) => ({
        tag: option.label,
        url: href(newSearch(state, option.label)),
      }))}
    />
  ) : (
    <JobList
      jobs={cards}
      label={t('jobs.results')}
      selectHref={(job) => href(withJobSlug(state, job.jobSlug))}
      pageParams={visitParams(state)}
      activeSlug={selectedSlug}
      activeByDefault={state.jobSlug === null}
      seen={seen}
      sideList={sideList}
    />
  );

  if (sideList) return results;

  const groups = filterGroups(data.filterDefinitions, data.counters, data.hiddenOptions).filter(
    (group) => !fixedFields.includes(group.definition.field),
  );
  const showFilters = alwaysShowFilters || rows.length > 0 || state.filters.length > 0;
  const frequent = (data.counters[FREQUENT_SEARCH_FIELD] ?? []).map((option) => ({
    label: option.label,
    href: href(newSearch(state, option.label)),
  }));

  return (
    <div className={detailPanel ? `${styles.listing} ${styles.withDetail}` : styles.listing}>
      {showFilters ? (
        <div className={styles.filters}>
          <FilterColumn
            groups={groups}
            searchOptionsFor={({ definition }) => {
              if (!definition.repository) return undefined;
              const context = [
                ['queries[0][field]', 'all'],
                ['queries[0][term]', state.term],
                ...data.optionSearchContext,
                ...state.filters,
              ] as const;
              return (text, signal) =>
                searchFilterOptions(definition.field, text, context, signal).then((options) =>
                  options.map((option) => ({ ...option, isApplied: false })),
                );
            }}
            hrefFor={(group: FilterGroup, item) => href(stateAfterToggle(state, group, item))}
            clearHref={href(withoutFilters(state))}
          />
        </div>
      ) : null}
      <section id={RESULTS_ID} className={styles.results}>
        <SortBar
          mainTitle={mainTitle}
          totalHits={data.totalHits}
          orderFields={data.orderFields}
          current={state.order ?? data.defaultOrder}
          hrefForOrder={(field, direction) => href(withOrder(state, field, direction))}
          alertHref={
            baseUrl === paths.jobs() && !state.company && !state.widget
              ? `${paths.newJobAlert()}${queryString([['q', state.term], ...state.filters])}`
              : undefined
          }
        />
        {signUpCallToAction ? <SignUpCallToAction /> : null}
        {results}
        {customParagraph}
        <Pagination
          page={state.page}
          pageSize={data.pageSize}
          totalRows={data.totalRows}
          hrefForPage={(page) => href(withPage(state, page))}
        />
        <FrequentSearches items={frequent} />
      </section>
      {detailPanel ? <div className={styles.detail}>{detailPanel}</div> : null}
    </div>
  );
}
