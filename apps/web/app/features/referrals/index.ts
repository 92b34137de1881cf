export { referralMessages } from './messages.ts';
export { ReferralDirectory } from './ReferralDirectory.tsx';
export { ReferralPage } from './ReferralPage.tsx';
