import { z } from 'zod';

// Spec §4: states and the values they travel with between the web, the API and the database.

/** Candidate-to-job state; saving and unsaving both use `save`. */
export const CANDIDATE_JOB_STATE = {
  save: 0,
  apply: 1,
  discarded: 2,
  like: 3,
  dislike: 4,
  viewed: 5,
} as const;
export type CandidateJobStateName = keyof typeof CANDIDATE_JOB_STATE;
export type CandidateJobState = (typeof CANDIDATE_JOB_STATE)[CandidateJobStateName];
export const candidateJobStateSchema = z.literal(Object.values(CANDIDATE_JOB_STATE));

export const APPLICATION_STATUSES = [
  'Sent',
  'Hired',
  'Pending',
  'Finalists',
  'Discarded',
  'Validation',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export const DEFAULT_APPLICATION_STATUS: ApplicationStatus = 'Pending';

export const JOB_VIEW_STATES = ['loading', 'loaded', 'applied'] as const;
export type JobViewState = (typeof JOB_VIEW_STATES)[number];
export const jobViewStateSchema = z.enum(JOB_VIEW_STATES);

export const DETAIL_ACTIONS = ['apply', 'save', 'default'] as const;
export type DetailAction = (typeof DETAIL_ACTIONS)[number];
export const detailActionSchema = z.enum(DETAIL_ACTIONS);

/** Values of the `action` query parameter that resume a flow after signing in. */
export const SIGN_IN_FLOW_ACTIONS = ['apply', 'sign-in', 'sign-up', 'save'] as const;
export type SignInFlowAction = (typeof SIGN_IN_FLOW_ACTIONS)[number];
export const signInFlowActionSchema = z.enum(SIGN_IN_FLOW_ACTIONS);

export const WAITING_RESPONSE_STATUSES = ['success', 'spe', 'pending'] as const;
export type WaitingResponseStatus = (typeof WAITING_RESPONSE_STATUSES)[number];
export const waitingResponseStatusSchema = z.enum(WAITING_RESPONSE_STATUSES);

export const REDIRECT_STATUS_CODES = [301, 202] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number];

export const FILTER_OPTION_STATES = ['applied', 'searched', 'disabled'] as const;
export type FilterOptionState = (typeof FILTER_OPTION_STATES)[number];
