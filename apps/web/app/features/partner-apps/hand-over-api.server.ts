import { calls } from '@camello/domain/contracts';
import { ApiError } from '../../shared/api/api-error.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * `GET /api/auth/v2/oauth2/secure?challenge=`: exchanges a partner's one-time challenge for a
 * session, whose cookies the API sets and the page passes on to the browser. False when the
 * challenge is malformed, unknown, used or expired.
 */
export async function exchangeChallenge(
  call: UserApiCallContext,
  challenge: string | null,
): Promise<boolean> {
  if (!challenge || !CHALLENGE.test(challenge)) return false;
  try {
    await userApiCall(call, calls.auth.redeemChallenge, { query: { challenge } });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return false;
    throw error;
  }
}
