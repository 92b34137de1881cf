import {
  type Invitation,
  type InvitationPreview,
  invitationAcceptedSchema,
  invitationCancelledSchema,
  invitationPreviewSchema,
  invitationsSchema,
} from '@camello/domain/contracts';
import { ApiError } from '../../shared/api/api-error.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

const invitationsPath = (companyId: string) =>
  `/analyst/v1/companies/${encodeURIComponent(companyId)}/invitations`;

/** `GET …/invitations`: the company's pending invitations. */
export async function listInvitations(call: UserApiCallContext, companyId: string): Promise<Invitation[]> {
  return (await userApiCall(call, { method: 'GET', path: invitationsPath(companyId) }, invitationsSchema))
    .invitations;
}

/** `POST …/invitations`: e-mails an invitation (again); the API's words when it refuses the address. */
export async function sendInvitation(
  call: UserApiCallContext,
  companyId: string,
  email: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await userApiCall(
      call,
      { method: 'POST', path: invitationsPath(companyId), body: { email } },
      invitationsSchema,
    );
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
    await userApiCall(
      call,
      { method: 'DELETE', path: `${invitationsPath(companyId)}/${encodeURIComponent(invitationId)}` },
      invitationCancelledSchema,
    );
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
    return await userApiCall(
      call,
      { method: 'POST', path: '/auth/v1/analyst-invitations/preview', body: { token } },
      invitationPreviewSchema,
    );
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
    const { companySlug } = await userApiCall(
      call,
      { method: 'POST', path: '/auth/v1/analyst-invitations/accept', body: { token } },
      invitationAcceptedSchema,
    );
    return { ok: true, companySlug };
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 410].includes(error.status))
      return { ok: false, gone: error.status !== 403, message: error.message };
    throw error;
  }
}
