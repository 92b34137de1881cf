import { calls } from '@camello/domain/contracts';
import type { UserApiCallContext } from './user-api.server.ts';
import { userApiCall } from './user-api.server.ts';

/** `POST /api/auth/v2/oauth2/logout`: ends the visitor's session (their refresh token's family). */
export async function signOut(context: UserApiCallContext): Promise<void> {
  await userApiCall(context, calls.auth.logout);
}
