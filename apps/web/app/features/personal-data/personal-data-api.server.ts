import { type CandidateTermsStatus, calls, type PersonalDataExport } from '@camello/domain/contracts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET /api/profile/v1/candidate/personal-data`: everything held about the signed-in candidate. */
export function exportPersonalData(call: UserApiCallContext): Promise<PersonalDataExport> {
  return userApiCall(call, calls.profile.personalData);
}

/** `GET /api/profile/v1/candidate-terms/verify`: the legal texts in force and whether they were accepted. */
export function consentStatus(call: UserApiCallContext): Promise<CandidateTermsStatus> {
  return userApiCall(call, calls.profile.candidateTerms);
}

/** `POST /api/profile/v1/candidate/consents/withdraw`: revokes the data policy's acceptance. */
export async function withdrawDataPolicyConsent(call: UserApiCallContext): Promise<void> {
  await userApiCall(call, calls.profile.withdrawConsent, { body: { kind: 'data_policy' } });
}

/** `POST /api/profile/v1/candidate/account-deletion`: deletes the account (the API clears the session cookies). */
export async function deleteAccount(call: UserApiCallContext, password: string): Promise<void> {
  await userApiCall(call, calls.profile.deleteAccount, { body: { password } });
}
