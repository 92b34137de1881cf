import {
  applicationsCountSchema,
  type CandidateApplications,
  candidateApplicationsSchema,
} from '@camello/domain/contracts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET /api/profile/v2/candidate/applications?page=`: a page of the candidate's applications. */
export function listApplications(call: UserApiCallContext, page: number): Promise<CandidateApplications> {
  return userApiCall(
    call,
    { method: 'GET', path: '/profile/v2/candidate/applications', query: { page } },
    candidateApplicationsSchema,
  );
}

/** `DELETE /api/profile/v2/candidate/applications/{applicationId}`: withdraws one application. */
export async function withdrawApplication(call: UserApiCallContext, applicationId: string): Promise<void> {
  await userApiCall(
    call,
    { method: 'DELETE', path: `/profile/v2/candidate/applications/${encodeURIComponent(applicationId)}` },
    applicationsCountSchema,
  );
}
