/**
 * The candidate still has to accept the terms before applying: anything but a confirmed
 * acceptance from the verify call (false, unknown, not loaded yet) counts as not accepted.
 */
export function mustAcceptTerms(candidate: { termsAccepted?: boolean | null }): boolean {
  return candidate.termsAccepted !== true;
}
