import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // The plugin's tests build into a scratch directory so that they never touch the served build.
  buildDirectory: process.env.CAMELLO_WEB_BUILD_DIR ?? 'build',
  ssr: true,
  // The whole route manifest comes as one immutable script instead of being discovered page by
  // page: lazy discovery cost every page view a `/__manifest` request (about 2.7 ms of server CPU
  // time, half a rendered vacancy page's) and the browser a scan of every link after hydration.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
