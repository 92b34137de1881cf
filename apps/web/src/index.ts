export { MissingWebBuildError } from './server-build.ts';
export { type WebPluginOptions, webPlugin } from './web-plugin.ts';
