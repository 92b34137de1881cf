export { EmptyResults } from './EmptyResults/EmptyResults.tsx';
export { CompanyLogo } from './JobCard/CompanyLogo.tsx';
export { JobCard } from './JobCard/JobCard.tsx';
export { JobList } from './JobList/JobList.tsx';
export { JobListing, type JobListingProps } from './JobListing/JobListing.tsx';
export type { ListingData } from './listing/listing-data.server.ts';
export {
  EMPTY_LISTING_STATE,
  type FilterParam,
  type ListingState,
  listingHref,
  readListingState,
  visitParams,
  withJobSlug,
} from './listing/listing-state.ts';
export { usePendingListing } from './listing/use-pending-listing.ts';
export { Pagination } from './Pagination/Pagination.tsx';
export { SearchBar } from './SearchBar/SearchBar.tsx';
