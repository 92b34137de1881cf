import { type AnalystReferral, analystReferralsSchema } from '@camello/domain/contracts';
import { fileDownload } from '../../shared/api/file-download.server.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

const referralsPath = (companyId: string) =>
  `/analyst/v1/companies/${encodeURIComponent(companyId)}/referrals`;

/** `GET …/referrals`: the referrals of the company's referral page, newest first. */
export async function listReferrals(call: UserApiCallContext, companyId: string): Promise<AnalystReferral[]> {
  return (await userApiCall(call, { method: 'GET', path: referralsPath(companyId) }, analystReferralsSchema))
    .referrals;
}

/** A referral's CV, as a download (the API records who read it). */
export function downloadReferralCv(call: UserApiCallContext, companyId: string, referralId: string) {
  return fileDownload(call, `${referralsPath(companyId)}/${encodeURIComponent(referralId)}/cv`);
}
