import { type AuthFlow, calls } from '@camello/domain/contracts';
import { ApiError } from '../../shared/api/api-error.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the consent page can show for a flow id. */
export type FlowLookup =
  | { readonly state: 'ready'; readonly flow: AuthFlow }
  /** Unknown, expired, authorized already or consented by someone else. */
  | { readonly state: 'gone' }
  /** Only candidates authorize partner apps. */
  | { readonly state: 'notCandidate' };

/** `GET /api/auth/v2/auth-flow/{flowId}` for the signed-in visitor. */
export async function lookUpFlow(call: UserApiCallContext, flowId: string | null): Promise<FlowLookup> {
  if (!flowId || !UUID.test(flowId)) return { state: 'gone' };
  try {
    const flow = await userApiCall(call, calls.auth.authFlow, { params: { flowId } });
    return { state: 'ready', flow };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { state: 'gone' };
    if (error instanceof ApiError && error.status === 403) return { state: 'notCandidate' };
    throw error;
  }
}

/** Spec §8: a refused call is `false` (permission) or an empty `uri` (authorize). */
async function orFailure<T>(call: () => Promise<T>, failure: T): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ApiError && error.status < 500) return failure;
    throw error;
  }
}

/** `POST /api/auth/v2/user/validatePermission`: the candidate consents; true on 200. */
export function validatePermission(call: UserApiCallContext, flow: AuthFlow): Promise<boolean> {
  return orFailure(
    () =>
      userApiCall(call, calls.auth.validatePermission, {
        body: { flowId: flow.flowId, clientId: flow.clientId, scopes: [flow.permission.scope] },
      }),
    false,
  );
}

/** `POST /api/auth/v2/oauth2/authorize`: the partner's redirect URI with the code, or ''. */
export async function authorize(call: UserApiCallContext, flowId: string): Promise<string> {
  return orFailure(async () => (await userApiCall(call, calls.auth.authorize, { body: { flowId } })).uri, '');
}
