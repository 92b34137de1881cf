export { authorize, lookUpFlow, validatePermission } from './partner-consent-api.server.ts';
