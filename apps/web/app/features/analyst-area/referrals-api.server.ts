import { type AnalystReferral, calls } from '@camello/domain/contracts';
import { fileDownload } from '../../shared/api/file-download.server.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET …/referrals`: the referrals of the company's referral page, newest first. */
export async function listReferrals(call: UserApiCallContext, companyId: string): Promise<AnalystReferral[]> {
  return (await userApiCall(call, calls.analyst.referrals, { params: { companyId } })).referrals;
}

/** A referral's CV, as a download (the API records who read it). */
export function downloadReferralCv(call: UserApiCallContext, companyId: string, referralId: string) {
  return fileDownload(call, calls.analyst.referralCv, { params: { companyId, referralId } });
}
