export {
  consentStatus,
  deleteAccount,
  exportPersonalData,
  withdrawDataPolicyConsent,
} from './personal-data-api.server.ts';
