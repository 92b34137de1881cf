import {
  invitationAcceptedSchema,
  invitationPreviewSchema,
  invitationTokenRequestSchema,
} from '../analyst.ts';
import {
  authMessageSchema,
  confirmEmailRequestSchema,
  forgotPasswordRequestSchema,
  registerRequestSchema,
  resendConfirmationRequestSchema,
  resetPasswordRequestSchema,
  sessionCheckSchema,
  sessionResponseSchema,
  signInRequestSchema,
} from '../auth.ts';
import { browserCalls } from '../browser-calls.ts';
import { defineCall } from '../define-call.ts';
import {
  authFlowParamsSchema,
  authFlowSchema,
  authFlowStartRequestSchema,
  authorizeRequestSchema,
  authorizeResponseSchema,
  challengeParamsSchema,
  challengeResponseSchema,
  partnerGrantParamsSchema,
  partnerGrantsSchema,
  revokedSchema,
  tokenErrorSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  validatePermissionRequestSchema,
  validatePermissionResponseSchema,
} from '../partner-apps.ts';

export const authCalls = {
  partnerGrants: defineCall({
    method: 'GET',
    path: '/api/auth/v2/user/partner-apps',
    responses: { 200: partnerGrantsSchema },
  }),
  revokePartnerGrant: defineCall({
    method: 'DELETE',
    path: '/api/auth/v2/user/partner-apps/:clientId',
    params: partnerGrantParamsSchema,
    responses: { 200: revokedSchema },
  }),
  session: defineCall({
    ...browserCalls.auth.session,
    body: signInRequestSchema.nullish(),
    responses: { 200: sessionResponseSchema },
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/auth/v2/oauth2/logout',
    responses: { 200: authMessageSchema },
  }),
  previewInvitation: defineCall({
    method: 'POST',
    path: '/api/auth/v1/analyst-invitations/preview',
    body: invitationTokenRequestSchema,
    responses: { 200: invitationPreviewSchema },
  }),
  acceptInvitation: defineCall({
    method: 'POST',
    path: '/api/auth/v1/analyst-invitations/accept',
    body: invitationTokenRequestSchema,
    responses: { 200: invitationAcceptedSchema },
  }),
  startAuthFlow: defineCall({
    method: 'POST',
    path: '/api/auth/v2/auth-flow/start',
    body: authFlowStartRequestSchema,
    responses: { 200: authFlowSchema },
  }),
  authFlow: defineCall({
    method: 'GET',
    path: '/api/auth/v2/auth-flow/:flowId',
    params: authFlowParamsSchema,
    responses: { 200: authFlowSchema },
  }),
  validatePermission: defineCall({
    method: 'POST',
    path: '/api/auth/v2/user/validatePermission',
    body: validatePermissionRequestSchema,
    responses: { 200: validatePermissionResponseSchema },
  }),
  authorize: defineCall({
    method: 'POST',
    path: '/api/auth/v2/oauth2/authorize',
    body: authorizeRequestSchema,
    responses: { 200: authorizeResponseSchema },
  }),
  sessionCheck: defineCall({
    ...browserCalls.auth.sessionCheck,
    responses: { 200: sessionCheckSchema },
  }),
  token: defineCall({
    method: 'POST',
    path: '/api/auth/v2/oauth2/token',
    body: tokenRequestSchema.nullish(),
    responses: { 200: tokenResponseSchema, 400: tokenErrorSchema, 401: tokenErrorSchema },
  }),
  register: defineCall({
    method: 'POST',
    path: '/api/auth/v2/register',
    body: registerRequestSchema,
    responses: { 201: authMessageSchema },
  }),
  confirmEmail: defineCall({
    method: 'POST',
    path: '/api/auth/v2/register/confirm',
    body: confirmEmailRequestSchema,
    responses: { 200: authMessageSchema },
  }),
  resendConfirmation: defineCall({
    method: 'POST',
    path: '/api/auth/v2/register/resend',
    body: resendConfirmationRequestSchema,
    responses: { 200: authMessageSchema },
  }),
  forgotPassword: defineCall({
    method: 'POST',
    path: '/api/auth/v2/password/forgot',
    body: forgotPasswordRequestSchema,
    responses: { 200: authMessageSchema },
  }),
  resetPassword: defineCall({
    method: 'POST',
    path: '/api/auth/v2/password/reset',
    body: resetPasswordRequestSchema,
    responses: { 200: authMessageSchema },
  }),
  createChallenge: defineCall({
    method: 'POST',
    path: '/api/auth/v2/oauth2/xtoken',
    responses: { 201: challengeResponseSchema },
  }),
  redeemChallenge: defineCall({
    method: 'GET',
    path: '/api/auth/v2/oauth2/secure',
    query: challengeParamsSchema,
    responses: { 200: sessionResponseSchema },
  }),
  revokeChallenge: defineCall({
    method: 'DELETE',
    path: '/api/auth/v2/oauth2/xtoken/:challenge',
    params: challengeParamsSchema,
    responses: { 200: revokedSchema },
  }),
};
