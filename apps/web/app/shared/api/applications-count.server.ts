import { calls } from '@camello/domain/contracts';
import type { UserApiCallContext } from './user-api.server.ts';
import { userApiCall } from './user-api.server.ts';

/** `GET /api/profile/v2/candidate/applications/count`: how many vacancies the signed-in candidate applied to. */
export async function applicationsCountOf(context: UserApiCallContext): Promise<number> {
  const { count } = await userApiCall(context, calls.profile.applicationsCount);
  return count;
}
