export { CompanyLogo } from './JobCard/CompanyLogo.tsx';
export { JobListing } from './JobListing/JobListing.tsx';
export type { ListingData } from './listing/listing-data.server.ts';
export {
  EMPTY_LISTING_STATE,
  type ListingState,
  listingHref,
  readListingState,
  searchTermOf,
  visitParams,
  withJobSlug,
} from './listing/listing-state.ts';
export { usePendingListing } from './listing/use-pending-listing.ts';
export { SearchBar } from './SearchBar/SearchBar.tsx';
