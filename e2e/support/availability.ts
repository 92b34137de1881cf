import { existsSync } from 'node:fs';

/** Debian's Chromium; another build can be named with CHROMIUM_PATH. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Why the browser suites cannot run on this machine, or null when they can. */
export function chromiumMissingReason(): string | null {
  if (existsSync(chromiumPath)) return null;
  return `${chromiumPath} does not exist (install it with \`apt-get install chromium\`, or point CHROMIUM_PATH at a Chromium)`;
}
