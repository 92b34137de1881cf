import { calls, type PartnerGrant } from '@camello/domain/contracts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET /api/auth/v2/user/partner-apps`: the apps that can act for the signed-in candidate. */
export function listPartnerGrants(call: UserApiCallContext): Promise<PartnerGrant[]> {
  return userApiCall(call, calls.auth.partnerGrants);
}

/** `DELETE /api/auth/v2/user/partner-apps/{clientId}`: takes that app's access away. */
export async function revokePartnerGrant(call: UserApiCallContext, clientId: string): Promise<void> {
  await userApiCall(call, calls.auth.revokePartnerGrant, { params: { clientId } });
}
