import { calls, type Invitation, type InvitationPreview } from '@camello/domain/contracts';
import { ApiError } from '../../shared/api/api-error.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

/** `GET …/invitations`: the company's pending invitations. */
export async function listInvitations(call: UserApiCallContext, companyId: string): Promise<Invitation[]> {
  return (await userApiCall(call, calls.analyst.invitations, { params: { companyId } })).invitations;
}

/** `POST …/invitations`: e-mails an invitation (again); the API's words when it refuses the address. */
export async function sendInvitation(
  call: UserApiCallContext,
  companyId: string,
  email: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await userApiCall(call, calls.analyst.invite, { params: { companyId }, body: { email } });
    return { ok: true };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 409))
      return { ok: false, message: error.message };
    throw error;
  }
}

/** `DELETE …/invitations/{invitationId}`: false when it was no longer pending. */
export async function cancelInvitation(
  call: UserApiCallContext,
  companyId: string,
  invitationId: string,
): Promise<boolean> {
  try {
    await userApiCall(call, calls.analyst.cancelInvitation, { params: { companyId, invitationId } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return false;
    throw error;
  }
}

/** What a live invitation's link shows; null for one that no longer works (or is no token at all). */
export async function previewInvitation(
  call: UserApiCallContext,
  token: string,
): Promise<InvitationPreview | null> {
  try {
    return await userApiCall(call, calls.auth.previewInvitation, { body: { token } });
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 410)) return null;
    throw error;
  }
}

/** Accepts the invitation for the signed-in person: the company they joined, or why not. */
export async function acceptInvitation(
  call: UserApiCallContext,
  token: string,
): Promise<{ ok: true; companySlug: string } | { ok: false; gone: boolean; message: string }> {
  try {
    const { companySlug } = await userApiCall(call, calls.auth.acceptInvitation, { body: { token } });
    return { ok: true, companySlug };
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 410].includes(error.status))
      return { ok: false, gone: error.status !== 403, message: error.message };
    throw error;
  }
}
