import {
  accountDeletedSchema,
  type CandidateTermsStatus,
  candidateTermsStatusSchema,
  consentWithdrawnSchema,
  type PersonalDataExport,
  personalDataExportSchema,
} from '@camello/domain/contracts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET /api/profile/v1/candidate/personal-data`: everything held about the signed-in candidate. */
export function exportPersonalData(call: UserApiCallContext): Promise<PersonalDataExport> {
  return userApiCall(
    call,
    { method: 'GET', path: '/profile/v1/candidate/personal-data' },
    personalDataExportSchema,
  );
}

/** `GET /api/profile/v1/candidate-terms/verify`: the legal texts in force and whether they were accepted. */
export function consentStatus(call: UserApiCallContext): Promise<CandidateTermsStatus> {
  return userApiCall(
    call,
    { method: 'GET', path: '/profile/v1/candidate-terms/verify' },
    candidateTermsStatusSchema,
  );
}

/** `POST /api/profile/v1/candidate/consents/withdraw`: revokes the data policy's acceptance. */
export async function withdrawDataPolicyConsent(call: UserApiCallContext): Promise<void> {
  await userApiCall(
    call,
    { method: 'POST', path: '/profile/v1/candidate/consents/withdraw', body: { kind: 'data_policy' } },
    consentWithdrawnSchema,
  );
}

/** `POST /api/profile/v1/candidate/account-deletion`: deletes the account (the API clears the session cookies). */
export async function deleteAccount(call: UserApiCallContext, password: string): Promise<void> {
  await userApiCall(
    call,
    { method: 'POST', path: '/profile/v1/candidate/account-deletion', body: { password } },
    accountDeletedSchema,
  );
}
