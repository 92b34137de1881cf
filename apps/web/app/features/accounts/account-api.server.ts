import { calls, type RegisterRequest } from '@camello/domain/contracts';
import type { RouterContextProvider } from 'react-router';
import { userApiCallContextOf } from '../../shared/api/api-call-context.server.ts';
import { ApiError } from '../../shared/api/api-error.ts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';
import type { FormProblem } from './form-result.ts';

type Caller = { readonly request: Request; readonly context: Readonly<RouterContextProvider> };

const visitorOf = ({ request, context }: Caller): UserApiCallContext =>
  userApiCallContextOf(request, context);

/** Signs in with the form body of spec §7; the API answers the session cookies. */
export const signIn = (caller: Caller, email: string, password: string) =>
  userApiCall(visitorOf(caller), calls.auth.session, {
    body: new URLSearchParams({ username: email, password, grant_type: 'password' }),
  });

/** Creates the account and has the API e-mail its confirmation link. */
export const register = (caller: Caller, account: RegisterRequest) =>
  userApiCall(visitorOf(caller), calls.auth.register, { body: account });

/** Has the API e-mail a new confirmation link, if the e-mail has an account still to confirm. */
export const resendConfirmation = (caller: Caller, email: string, forwardPath?: string) =>
  userApiCall(visitorOf(caller), calls.auth.resendConfirmation, {
    body: { email, ...(forwardPath && { forwardUrl: forwardPath }) },
  });

export const confirmEmail = (caller: Caller, token: string) =>
  userApiCall(visitorOf(caller), calls.auth.confirmEmail, { body: { token } });

export const requestPasswordReset = (caller: Caller, email: string) =>
  userApiCall(visitorOf(caller), calls.auth.forgotPassword, { body: { email } });

export const resetPassword = (caller: Caller, token: string, password: string) =>
  userApiCall(visitorOf(caller), calls.auth.resetPassword, { body: { token, password } });

/** Whether the API refused a form with this status (and, when given, this reason). */
export function isRefusal(error: unknown, status: number): error is ApiError {
  return error instanceof ApiError && error.status === status;
}

/**
 * The problem to show for a refusal the form has no message of its own for: too many attempts
 * (the API's message and when to try again), else a failure on our side. Anything but an API
 * answer is a bug, and goes on to the error page.
 */
export function problemOf(error: unknown): FormProblem {
  if (!(error instanceof ApiError)) throw error;
  if (error.status === 429)
    return {
      kind: 'tooManyRequests',
      message: error.message,
      retryAfterSeconds: error.retryAfterSeconds ?? 60,
    };
  return { kind: 'message', key: 'accounts.unavailable' };
}
