export { exchangeChallenge } from './hand-over-api.server.ts';
export { authorize, lookUpFlow, validatePermission } from './partner-consent-api.server.ts';
export { listPartnerGrants, revokePartnerGrant } from './partner-grants-api.server.ts';
