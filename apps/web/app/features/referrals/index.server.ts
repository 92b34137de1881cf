export { submitReferral } from './referral-action.server.ts';
export { listReferralSites, referralPageData } from './referrals-api.server.ts';
