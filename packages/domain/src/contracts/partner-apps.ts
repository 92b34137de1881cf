import { z } from 'zod';
import { errorBodySchema } from './errors.ts';

// The authorization-code flow (RFC 6749 with PKCE, RFC 7636) by which a registered partner app acts
// for a candidate, and the one-time challenges that hand a browser over to Camello signed in.

/** The only scope there is: everything the candidate can do (spec §6, "Permiso total a su cuenta"). */
export const partnerScopeSchema = z.literal('ALL');

const clientId = z.uuid();
const flowId = z.uuid();
/** The partner's redirect URI; it must equal one registered for the client, byte for byte. */
const redirectUri = z.url({ protocol: /^https?$/ }).max(2000);
/** 256 random bits, base64url: codes, secrets and challenges alike. */
const randomToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** How a partner asks a candidate for access. */
export const authFlowStartRequestSchema = z.object({
  clientId,
  scope: partnerScopeSchema,
  state: z.string().min(1).max(500),
  redirectUri,
  responseType: z.literal('code'),
  /** base64url(SHA-256(code_verifier)), without padding. */
  codeChallenge: randomToken,
  codeChallengeMethod: z.literal('S256'),
});

/**
 * A flow as the partner (after start) and the consent page see it: who asks, for what, and where
 * "Cancelar" sends the candidate back (the redirect URI with `error=access_denied` and the state).
 */
export const authFlowSchema = z.object({
  flowId,
  clientId,
  clientName: z.string(),
  permission: z.object({ scope: partnerScopeSchema, name: z.string() }),
  expiresAt: z.iso.datetime(),
  cancelUri: z.string(),
});
export type AuthFlow = z.infer<typeof authFlowSchema>;

export const authFlowParamsSchema = z.object({ flowId });

/** The signed-in candidate's consent; `true` on 200. */
export const validatePermissionRequestSchema = z.object({
  flowId,
  clientId,
  scopes: z.array(partnerScopeSchema).min(1).max(1),
});
export const validatePermissionResponseSchema = z.literal(true);

/** The consented flow's redirect URI, with `code` and `state`. */
export const authorizeRequestSchema = z.object({ flowId });
export const authorizeResponseSchema = z.object({ uri: z.string() });

/**
 * The token request, a form body; the client authenticates with HTTP Basic.
 * `grant_type=authorization_code` takes `code`, `redirect_uri` and `code_verifier`;
 * `grant_type=refresh_token` takes `refresh_token`. Every field is optional here so that a missing
 * one gets the RFC's `invalid_request`, not a schema error.
 */
export const tokenRequestSchema = z.object({
  grant_type: z.string().max(100).optional(),
  code: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
  code_verifier: z.string().max(200).optional(),
  refresh_token: z.string().max(200).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

/**
 * RFC 6749 §5.1: a bearer access token of the candidate's for the partner, and the refresh token
 * that gets the next one (rotated on every use; a replayed one ends the access).
 */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
  refresh_token: z.string(),
  scope: partnerScopeSchema,
});

export const TOKEN_ERROR_CODES = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unsupported_grant_type',
] as const;
export type TokenErrorCode = (typeof TOKEN_ERROR_CODES)[number];

/** RFC 6749 §5.2 (`error`, `error_description`), in the shape of every API error. */
export const tokenErrorSchema = errorBodySchema.extend({
  error: z.enum(TOKEN_ERROR_CODES),
  error_description: z.string(),
});

/** A one-time challenge for the bearer's user. */
export const challengeResponseSchema = z.object({
  challenge: z.string(),
  expiresIn: z.number().int().positive(),
});

export const challengeParamsSchema = z.object({ challenge: randomToken });
/** Whether a revocation ended something that was live (a challenge, a partner's access). */
export const revokedSchema = z.object({ revoked: z.boolean() });

/** The apps that can act for the signed-in candidate now. */
export const partnerGrantsSchema = z.array(
  z.object({ clientId, clientName: z.string(), since: z.iso.datetime() }),
);
export type PartnerGrant = z.infer<typeof partnerGrantsSchema>[number];

/** The app whose every access to the candidate ends. */
export const partnerGrantParamsSchema = z.object({ clientId });
