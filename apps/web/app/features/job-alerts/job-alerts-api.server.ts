import {
  type CreateJobAlertRequest,
  type CreatePublicJobAlertRequest,
  calls,
  type JobAlert,
  type ManagedJobAlert,
  type UpdateJobAlertRequest,
} from '@camello/domain/contracts';
import { type UserApiCallContext, userApiCall } from '../../shared/api/user-api.server.ts';

export async function listJobAlerts(call: UserApiCallContext): Promise<JobAlert[]> {
  return (await userApiCall(call, calls.jobs.alerts)).alerts;
}

export function createJobAlert(call: UserApiCallContext, body: CreateJobAlertRequest): Promise<JobAlert> {
  return userApiCall(call, calls.jobs.createAlert, { body });
}

export async function createPublicJobAlert(call: UserApiCallContext, body: CreatePublicJobAlertRequest) {
  await userApiCall(call, calls.jobs.createPublicAlert, { body });
}

export function updateJobAlert(
  call: UserApiCallContext,
  alertId: string,
  body: NonNullable<UpdateJobAlertRequest>,
) {
  return userApiCall(call, calls.jobs.updateAlert, { params: { alertId }, body });
}

export async function deleteJobAlert(call: UserApiCallContext, alertId: string): Promise<void> {
  await userApiCall(call, calls.jobs.deleteAlert, { params: { alertId } });
}

export async function confirmJobAlert(call: UserApiCallContext, token: string): Promise<string> {
  return (await userApiCall(call, calls.jobs.confirmPublicAlert, { body: { token } })).title;
}

export async function unsubscribeJobAlert(call: UserApiCallContext, token: string): Promise<string> {
  return (await userApiCall(call, calls.jobs.unsubscribeAlert, { query: { token } })).title;
}

/** The alert of an e-mail's manage link (no sign-in). */
export function managedJobAlert(call: UserApiCallContext, token: string): Promise<ManagedJobAlert> {
  return userApiCall(call, calls.jobs.managedAlert, { query: { token } });
}

export function updateManagedJobAlert(
  call: UserApiCallContext,
  token: string,
  body: NonNullable<UpdateJobAlertRequest>,
): Promise<ManagedJobAlert> {
  return userApiCall(call, calls.jobs.updateManagedAlert, { query: { token }, body });
}

export async function deleteManagedJobAlert(call: UserApiCallContext, token: string): Promise<void> {
  await userApiCall(call, calls.jobs.deleteManagedAlert, { query: { token } });
}
