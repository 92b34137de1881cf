export { LandingIntro, type LandingIntroProps } from './LandingIntro/LandingIntro.tsx';
export { landingFilterParams, landingListingHref } from './landing-filters.ts';
export { type RelatedLanding, RelatedLandings } from './RelatedLandings/RelatedLandings.tsx';
