import { useLocation, useNavigation } from 'react-router';
import { listingSearch, readListingState, withJobSlug } from './listing-state.ts';

/**
 * What a client navigation on this listing is loading: new results (another search, filter, order
 * or page) or only another vacancy in the detail panel.
 */
export function usePendingListing(): { results: boolean; detail: boolean } {
  const navigation = useNavigation();
  const location = useLocation();
  const next = navigation.location;
  if (navigation.state !== 'loading' || !next || next.pathname !== location.pathname) {
    return { results: false, detail: false };
  }
  const current = readListingState(new URLSearchParams(location.search));
  const pending = readListingState(new URLSearchParams(next.search));
  const sameResults = listingSearch(withJobSlug(current, null)) === listingSearch(withJobSlug(pending, null));
  // Closing the panel loads nothing new for it: only opening another vacancy shows its skeleton.
  return {
    results: !sameResults,
    detail: sameResults && pending.jobSlug !== null && pending.jobSlug !== current.jobSlug,
  };
}
