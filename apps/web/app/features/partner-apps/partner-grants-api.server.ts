import { type PartnerGrant, partnerGrantsSchema, revokedSchema } from '@camello/domain/contracts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET /api/auth/v2/user/partner-apps`: the apps that can act for the signed-in candidate. */
export function listPartnerGrants(call: UserApiCallContext): Promise<PartnerGrant[]> {
  return userApiCall(call, { method: 'GET', path: '/auth/v2/user/partner-apps' }, partnerGrantsSchema);
}

/** `DELETE /api/auth/v2/user/partner-apps/{clientId}`: takes that app's access away. */
export async function revokePartnerGrant(call: UserApiCallContext, clientId: string): Promise<void> {
  await userApiCall(
    call,
    { method: 'DELETE', path: `/auth/v2/user/partner-apps/${encodeURIComponent(clientId)}` },
    revokedSchema,
  );
}
