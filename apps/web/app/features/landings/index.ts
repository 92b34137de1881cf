export { LandingIntro } from './LandingIntro/LandingIntro.tsx';
export { landingFilterParams, landingListingHref } from './landing-filters.ts';
export { RelatedLandings } from './RelatedLandings/RelatedLandings.tsx';
