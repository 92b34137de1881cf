import { ensureWebBuild } from '../support/web-build.ts';

/** The instances serve the built web app. */
export default function setup(): void {
  if (process.env.DATABASE_URL) ensureWebBuild();
}
