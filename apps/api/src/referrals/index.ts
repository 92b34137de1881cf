/** Referrals: a company's referral form and submissions, and the document types it asks for. */
export { documentTypesRoutes } from './document-types-route.ts';
export { referralRoutes } from './referral-routes.ts';
