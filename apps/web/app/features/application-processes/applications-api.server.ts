import { type CandidateApplications, calls } from '@camello/domain/contracts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET /api/profile/v2/candidate/applications?page=`: a page of the candidate's applications. */
export function listApplications(call: UserApiCallContext, page: number): Promise<CandidateApplications> {
  return userApiCall(call, calls.profile.applications, { query: { page } });
}

/** `DELETE /api/profile/v2/candidate/applications/{applicationId}`: withdraws one application. */
export async function withdrawApplication(call: UserApiCallContext, applicationId: string): Promise<void> {
  await userApiCall(call, calls.profile.withdrawApplication, { params: { applicationId } });
}
