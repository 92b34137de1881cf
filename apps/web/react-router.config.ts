import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // The plugin's tests build into a scratch directory so that they never touch the served build.
  buildDirectory: process.env.CAMELLO_WEB_BUILD_DIR ?? 'build',
  ssr: true,
} satisfies Config;
