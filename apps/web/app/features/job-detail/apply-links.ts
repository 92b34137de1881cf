import { paths } from '../../shared/paths.ts';

/**
 * Applying on the site needs an account: the sign-in page comes back to the vacancy (`forwardUrl`,
 * base64 as the sign-in page expects) and goes on with the application (`action=apply`).
 */
export function signInToApplyHref(jobPath: string): string {
  const forwardUrl = btoa(jobPath);
  return `${paths.signIn()}?forwardUrl=${encodeURIComponent(forwardUrl)}&action=apply`;
}
