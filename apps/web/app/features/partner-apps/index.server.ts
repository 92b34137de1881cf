export { exchangeChallenge } from './hand-over-api.server.ts';
export { authorize, lookUpFlow, validatePermission } from './partner-consent-api.server.ts';
