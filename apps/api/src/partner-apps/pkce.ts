import { createHash } from 'node:crypto';

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** The S256 challenge of a code verifier: base64url(SHA-256(verifier)), without padding. */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** Whether `verifier` is well formed and its S256 challenge is `challenge`. */
export function verifierMatches(verifier: string, challenge: string): boolean {
  return VERIFIER.test(verifier) && s256Challenge(verifier) === challenge;
}
