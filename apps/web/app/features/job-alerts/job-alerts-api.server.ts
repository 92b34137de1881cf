import {
  type CreateJobAlertRequest,
  type CreatePublicJobAlertRequest,
  confirmJobAlertResponseSchema,
  deleteJobAlertResponseSchema,
  type JobAlert,
  jobAlertListSchema,
  jobAlertSchema,
  type ManagedJobAlert,
  managedJobAlertSchema,
  publicJobAlertResponseSchema,
  type UpdateJobAlertRequest,
  unsubscribeJobAlertResponseSchema,
} from '@camello/domain/contracts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

const BASE = '/jobs/v1/mimir-alerts';

export async function listJobAlerts(call: UserApiCallContext): Promise<JobAlert[]> {
  return (await userApiCall(call, { method: 'GET', path: `${BASE}/alert` }, jobAlertListSchema)).alerts;
}

export function createJobAlert(call: UserApiCallContext, body: CreateJobAlertRequest): Promise<JobAlert> {
  return userApiCall(call, { method: 'POST', path: `${BASE}/alert`, body }, jobAlertSchema);
}

export async function createPublicJobAlert(call: UserApiCallContext, body: CreatePublicJobAlertRequest) {
  await userApiCall(
    call,
    { method: 'POST', path: `${BASE}/alert-public`, body },
    publicJobAlertResponseSchema,
  );
}

export function updateJobAlert(
  call: UserApiCallContext,
  alertId: string,
  body: NonNullable<UpdateJobAlertRequest>,
) {
  return userApiCall(
    call,
    { method: 'PATCH', path: `${BASE}/alert/${encodeURIComponent(alertId)}`, body },
    jobAlertSchema,
  );
}

export async function deleteJobAlert(call: UserApiCallContext, alertId: string): Promise<void> {
  await userApiCall(
    call,
    { method: 'DELETE', path: `${BASE}/alert/${encodeURIComponent(alertId)}` },
    deleteJobAlertResponseSchema,
  );
}

export async function confirmJobAlert(call: UserApiCallContext, token: string): Promise<string> {
  const body = { token };
  return (
    await userApiCall(
      call,
      { method: 'POST', path: `${BASE}/alert-public/confirm`, body },
      confirmJobAlertResponseSchema,
    )
  ).title;
}

export async function unsubscribeJobAlert(call: UserApiCallContext, token: string): Promise<string> {
  return (
    await userApiCall(
      call,
      { method: 'POST', path: `${BASE}/unsubscribe`, query: { token } },
      unsubscribeJobAlertResponseSchema,
    )
  ).title;
}

/** The alert of an e-mail's manage link (no sign-in). */
export function managedJobAlert(call: UserApiCallContext, token: string): Promise<ManagedJobAlert> {
  return userApiCall(
    call,
    { method: 'GET', path: `${BASE}/manage`, query: { token } },
    managedJobAlertSchema,
  );
}

export function updateManagedJobAlert(
  call: UserApiCallContext,
  token: string,
  body: NonNullable<UpdateJobAlertRequest>,
): Promise<ManagedJobAlert> {
  return userApiCall(
    call,
    { method: 'PATCH', path: `${BASE}/manage`, query: { token }, body },
    managedJobAlertSchema,
  );
}

export async function deleteManagedJobAlert(call: UserApiCallContext, token: string): Promise<void> {
  await userApiCall(
    call,
    { method: 'DELETE', path: `${BASE}/manage`, query: { token } },
    deleteJobAlertResponseSchema,
  );
}
